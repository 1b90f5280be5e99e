// One form that posts to one API endpoint and shows the answer, with errors beside the form.
// The pages differ only in their form, their view and how they render a result.
import {ErrorView} from "./error-view.js";
import {markNotAvailable} from "./not-available.js";

export class Calculator {
  constructor({api, picker, endpoint, form, formElement, view, errorElement}) {
    this.api = api;
    this.picker = picker;
    this.endpoint = endpoint;
    this.form = form;
    this.view = view;
    this.errors = new ErrorView(errorElement, formElement);
    if (!api.has(endpoint)) markNotAvailable(formElement);
  }

  reset() {
    this.view.hide();
    this.errors.clear();
  }

  // render(result, request) draws a successful answer.
  onResult(render) {
    this.form.onSubmit(async (request) => {
      this.errors.clear();
      try {
        render(await this.api.post(this.endpoint, this.picker.houseId, request), request);
      } catch (error) {
        this.view.hide();
        this.errors.show(error);
      }
    });
  }
}

// Loads the chosen house's rules into each calculator's form whenever the house changes.
// setHouse(house) may do more for a page; it runs only if the choice is still current.
export function followHouse(api, picker, calculators, setHouse) {
  picker.onChange(async (summary) => {
    for (const calculator of calculators) calculator.reset();
    try {
      const house = await api.house(summary.id);
      if (house.id === picker.houseId) setHouse(house);
    } catch (error) {
      calculators[0].errors.show(error);
    }
  });
  picker.load().catch((error) => calculators[0].errors.show(error));
}
