package players

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/protocol"
)

// Every name a front end may be given becomes its player, or an error that
// says what a name may be.
func TestNew(t *testing.T) {
	for _, name := range append(Names(), "minimax:eval=handcrafted", "nboard:sh -c true") {
		p, err := New(name, search.Options{})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		Close(p)
	}
	for _, c := range []struct{ name, want string }{
		{"deep", `unknown player "deep"`},
		{"chess", "or nboard:COMMAND"},
		{"greedy:eval=handcrafted", "takes no options"},
		{"nboard: ", "give the engine's command line"},
		{"nboard:/no/such/engine", "/no/such/engine"},
	} {
		if _, err := New(c.name, search.Options{}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

// A name is checked against a board: an engine of another program plays
// 8×8 only, a person and the search package's players every board.
func TestCheck(t *testing.T) {
	eight, _ := engine.Flat(8)
	six, _ := engine.Flat(6)
	for _, name := range []string{Human, "3", "mcts"} {
		for _, v := range []engine.Variant{eight, six, engine.Sphere()} {
			if err := Check(name, v); err != nil {
				t.Errorf("%s on %s: %v", name, v, err)
			}
		}
	}
	if err := Check("nboard:sh -c true", eight); err != nil {
		t.Errorf("an engine on 8x8: %v", err)
	}
	for _, v := range []engine.Variant{six, engine.Sphere()} {
		if err := Check("nboard:sh -c true", v); !errors.Is(err, protocol.ErrNotEight) {
			t.Errorf("an engine on %s: %v", v, err)
		}
	}
	if err := Check("deep", eight); err == nil {
		t.Error("an unknown name passed")
	}
	// A line break would split the command here but end the line of the
	// saved game that names the player, which could then not be read; a
	// tab parts words as a space does, on its line.
	if err := Check("nboard:cat\t-u", eight); err != nil {
		t.Errorf("a tab between words: %v", err)
	}
	for _, name := range []string{"nboard:cat\n-u", "nboard:cat\r-u", "nboard:cat\x1b-u"} {
		if err := Check(name, eight); err == nil || !strings.Contains(err.Error(), "nboard:cat?-u: the engine command holds a control character") {
			t.Errorf("%q: %v", name, err)
		}
	}
}

// An engine of another program keeps to the time a move, which its limit
// to answer is of; a person keeps to none.
func TestTimed(t *testing.T) {
	for name, want := range map[string]bool{Human: false, "3": false, "6": true, "nboard:edax -nboard": true} {
		if got := Timed(name); got != want {
			t.Errorf("Timed(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestLabel(t *testing.T) {
	for name, want := range map[string]string{
		Human: "human", "3": "level 3 (casual)", "minimax": "minimax",
		"minimax:eval=handcrafted": "minimax, handcrafted", "nboard:/opt/edax/bin/edax -nboard": "edax (nboard)",
	} {
		if got := Label(name); got != want {
			t.Errorf("Label(%q) = %q, want %q", name, got, want)
		}
	}
}

// Short names a level without its words, with or without options, and
// the others as Label does, an engine of another program by its program's
// name as the titles do; Command names that engine by its command line, as
// the log does.
func TestShort(t *testing.T) {
	for name, want := range map[string]string{
		Human: "human", "3": "level 3", "4:eval=handcrafted": "level 4, handcrafted", "minimax": "minimax",
		"minimax:eval=handcrafted": "minimax, handcrafted", "minimax:eval=learned": "minimax, learned",
		"nboard:/opt/edax/bin/edax-4.4  -nboard": "edax-4.4 (nboard)",
	} {
		if got := Short(name); got != want {
			t.Errorf("Short(%q) = %q, want %q", name, got, want)
		}
	}
	for name, want := range map[string]string{"3": "level 3", "nboard:/opt/edax/bin/edax  -nboard": "nboard:/opt/edax/bin/edax -nboard"} {
		if got := Command(name); got != want {
			t.Errorf("Command(%q) = %q, want %q", name, got, want)
		}
	}
}

// A player named in any case is spelt as the registry spells it; an
// engine's command keeps its own case, and a name of none is left alone.
func TestSpelt(t *testing.T) {
	for name, want := range map[string]string{
		"Greedy":                   "greedy",
		"HUMAN":                    "human",
		"Minimax:Eval=Handcrafted": "minimax:eval=handcrafted",
		"NBoard:Edax -NBoard":      "nboard:Edax -NBoard",
		"Deep":                     "Deep",
		"3":                        "3",
	} {
		if got := Spelt(name); got != want {
			t.Errorf("Spelt(%q) = %q, want %q", name, got, want)
		}
	}
}

// An engine named by a relative path is made absolute, for a game saved
// with it to be continued from another folder; one found on PATH, or
// named by an absolute path, and every other player, is left as given.
func TestAbsolute(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for _, c := range []struct{ name, want string }{
		{"nboard:./engine.sh -l 8", "nboard:" + filepath.Join(dir, "engine.sh") + " -l 8"},
		{"nboard: bin/edax\t-n", "nboard: " + filepath.Join(dir, "bin", "edax") + "\t-n"},
		{"nboard:../x", "nboard:" + filepath.Join(filepath.Dir(dir), "x")},
		{"nboard:edax -n ./book", "nboard:edax -n ./book"},
		{"nboard:/opt/edax -n", "nboard:/opt/edax -n"},
		{"nboard:", "nboard:"},
		{"minimax:eval=handcrafted", "minimax:eval=handcrafted"},
		{"./human", "./human"},
	} {
		if got := Absolute(c.name, ""); got != c.want {
			t.Errorf("Absolute(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	if got, want := Absolute("nboard:bin/edax -n", "/opt/x"), "nboard:"+filepath.Join("/opt/x", "bin", "edax")+" -n"; got != want {
		t.Errorf("Absolute against /opt/x = %q, want %q", got, want)
	}
}
