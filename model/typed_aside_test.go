package model

import (
	"strings"
	"testing"
)

// On the sphere r begins the R face's names, where on a flat board it
// shows the rules: the name typed says beside it which key shows them
// there, and goes on to R's cells as ever.
func TestRTypedOnTheSphereNamesTheRulesKey(t *testing.T) {
	m := started(t, config(t, "sphere", HumanKind, HumanKind))
	typing, _ := keys(t, m, "r")
	if text := screenText(typing); !strings.Contains(text, "go to: R_") || !strings.Contains(text, "(ctrl+r: rules)") {
		t.Errorf("r typed on the sphere:\n%s", text)
	}
	if m, _ = keys(t, m, "r", "2"); strings.Contains(screenText(m), "ctrl+r: rules)") {
		t.Errorf("r2 typed on the sphere:\n%s", screenText(m))
	}
	if typing, _ = keys(t, m, "u"); strings.Contains(screenText(typing), "rules)") {
		t.Errorf("u typed on the sphere:\n%s", screenText(typing))
	}
}
