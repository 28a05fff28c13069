package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// The rules pair each arrow of the sphere's net with where its ring comes
// back in: the V rings' ▴ above B goes on at the top of U and their ▾
// under B comes on from the foot of D. They said a ring comes "back in at
// the arrow at its other end", and a reader paired ▴ with ▾ (B2 ↑ to B4),
// where ↑ from B2 goes to U1.
func TestRulesSayWhereTheVRingsWrap(t *testing.T) {
	page := strings.Join(strings.Fields(ansi.Strip(Rules(NewStyles(Mono, true), 200))), " ")
	for _, want := range []string{"off the foot of D a ring comes back in at ▾ under B", "at ▴ above B goes on at the top of U"} {
		if !strings.Contains(page, want) {
			t.Errorf("the rules do not say %q", want)
		}
	}
	if strings.Contains(page, "at the arrow at its other end") {
		t.Errorf("the rules still pair every arrow with another")
	}
}
