// The cardc extension starts `cardc lsp` for .card and .scenario files and
// leaves everything else (diagnostics, hover, completion, definitions,
// symbols, formatting) to it.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("cardc").get("path") || "cardc";
  client = new LanguageClient(
    "cardc",
    "cardc",
    { command, args: ["lsp"] },
    { documentSelector: [{ scheme: "file", language: "cardc" }] },
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
