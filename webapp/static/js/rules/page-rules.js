// Every house with links to its rules and chart: all in the page; only the shell is started.
import {pageReady, startPage} from "../shell/shell.js";

await startPage();
pageReady();
