package dsl

import "testing"

// Every reserved word is documented for `cardc doc`.
func TestEveryReservedWordDocumented(t *testing.T) {
	for _, k := range Keywords {
		if ReservedDoc(k) == "" {
			t.Errorf("reserved word %q has no entry in reservedDocs", k)
		}
	}
	for k := range contextual {
		if ReservedDoc(k) == "" {
			t.Errorf("contextual word %q has no entry in reservedDocs", k)
		}
	}
	if ReservedDoc("creature") != "" {
		t.Error("creature is not a reserved word")
	}
}
