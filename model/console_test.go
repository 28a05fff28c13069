package model

import (
	"strings"
	"testing"
)

// On the Linux console the board draws its estimates in reverse, not
// underlined (views.Styles.Console), and the move scores' heading says so.
func TestConsoleSaysEstimatesAreInReverse(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Console = true
	m, _ := keys(t, sized(started(t, cfg), 100, 32), "=")
	if out := screenText(m); !strings.Contains(out, "Opening book scores (~, in reverse)") {
		t.Errorf("the move scores on the Linux console:\n%s", out)
	}
	if !m.styles.NoUnderline || m.styles.Estimate.GetUnderline() || !m.styles.Estimate.GetReverse() {
		t.Error("the Linux console's styles underline the board")
	}
}
