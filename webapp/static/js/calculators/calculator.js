// One form that posts to one API endpoint and shows the answer, with errors beside the form.
// The pages differ only in their form, their view and how they render a result.
import {ErrorView} from "../shell/error-view.js";
import {reveal} from "../shell/shell.js";

export class Calculator {
  // `prepare()`: what an answer needs before it is shown (e.g. tables loaded late), if any.
  constructor({api, picker, endpoint, form, formElement, view, errorElement, prepare = null}) {
    this.api = api;
    this.prepare = prepare || (() => null);
    this.picker = picker;
    this.endpoint = endpoint;
    this.form = form;
    this.view = view;
    this.errors = new ErrorView(errorElement, formElement);
  }

  reset() {
    this.view.hide();
    this.errors.clear();
  }

  // render(result, request) draws a successful answer, which is then brought into view.
  onResult(render) {
    this.form.onSubmit(async (request) => {
      this.errors.clear();
      try {
        const answer = await this.api.post(this.endpoint, this.picker.houseId, request);
        await this.prepare();
        render(answer, request);
        reveal(this.view.root);
      } catch (error) {
        await this.prepare();
        this.view.hide();
        this.errors.show(error);
      }
    });
  }
}

// Fits each calculator's form to the chosen house whenever it changes (from the settings the
// page carries: no fetch). setHouse(settings) does the page's part.
export function followHouse(picker, calculators, setHouse) {
  picker.onChange((settings) => {
    for (const calculator of calculators) calculator.reset();
    setHouse(settings);
  });
  picker.start();
}
