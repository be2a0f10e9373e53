package stdlib

// Conforms exposes conforms to the table's tests.
var Conforms = conforms
