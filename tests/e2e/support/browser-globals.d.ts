// Callbacks passed to page.evaluate() run in the browser: they need the DOM's types.
/// <reference lib="dom" />
