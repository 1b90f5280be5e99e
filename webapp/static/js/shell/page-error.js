// A page that does not exist (or another page error), shown in the app's style: the shell only.
import {pageReady, startPage} from "./shell.js";

await startPage();
pageReady();
