// Every house with links to its rules and chart: all in the page; only the shell is started.
import {startPage} from "./shell.js";

await startPage();
