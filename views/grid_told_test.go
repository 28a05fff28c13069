package views

import (
	"testing"

	"github.com/charmbracelet/colorprofile"
)

// The grid's lines are never drawn as the black discs are, so that a
// black disc reads by its colour as well as its shape: in 256 colours
// and true colour the lines are a colour 10 or more apart from black by
// CIEDE2000 (they were 234, a grey all but black, beside the discs' 16);
// in 16 colours, where only black stands 3:1 from every terminal's green,
// the lines are faint, which terminals draw nearer the green, and the
// discs are not.
func TestGridIsToldFromTheBlackDiscs(t *testing.T) {
	for _, dark := range []bool{true, false} {
		for _, theme := range []Theme{Auto, Dark, Light} {
			s := NewStyles(theme, dark)
			for _, p := range []colorprofile.Profile{colorprofile.TrueColor, colorprofile.ANSI256} {
				if d := difference(p.Convert(shown(s.Line)), p.Convert(shown(s.Black))); d < 10 {
					t.Errorf("%s, dark %v, %v: the grid's lines %.1f from the black discs, want 10", theme, dark, p, d)
				}
			}
		}
		s := NewStyles(ANSI16, dark)
		if shown(s.Line) == shown(s.Black) && s.Line.GetFaint() == s.Black.GetFaint() && s.Line.GetBold() == s.Black.GetBold() {
			t.Errorf("16 colours, dark %v: the grid's lines drawn as the black discs", dark)
		}
		if s.Black.GetFaint() {
			t.Errorf("16 colours, dark %v: the black discs drawn faint", dark)
		}
	}
}
