package model

import "testing"

// The setup's arrows stop at its first and last rows: up from Continue
// wrapped to Characters, where enter starts a new game in place of the one
// to continue, and down from Characters wrapped to Continue.
func TestSetupArrowsStopAtTheEnds(t *testing.T) {
	m := onContinue(t)
	if m, _ = keys(t, m, "up", "up"); m.setup.row != rowContinue {
		t.Errorf("up from Continue: row %d, want Continue", m.setup.row)
	}
	m, _ = keys(t, m, "end", "down")
	if m.setup.row != setupRows-1 {
		t.Errorf("down from the last row: row %d, want %d", m.setup.row, setupRows-1)
	}
}
