package cli

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"
	"time"

	"reversi/engine"
	"reversi/logs"
)

// A game of the log given to play (--game Reversi.csv) names the players
// the log names, as its replay in the history does: it named none, and the
// game, taken for the setup's, said "○ White wins by 24: you lose." over a
// game between two AIs.
func TestAGameOfTheLogNamesItsLoggedPlayers(t *testing.T) {
	v, err := engine.Flat(4)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		black, white logs.Side
		want         engine.Players
	}{
		{logs.Computer("level 1"), logs.Computer("level 3"), engine.Players{Black: "level 1 (beginner)", White: "level 3 (casual)"}},
		{logs.Human(), logs.Computer("greedy"), engine.Players{Black: "human", White: "greedy"}},
	} {
		g := engine.NewGame(v.Start())
		for !g.Outcome().Over() {
			if err := g.Play(g.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
		path := filepath.Join(t.TempDir(), logs.FileName)
		if err := logs.Append(path, logs.NewRecord(&g, c.black, c.white, time.Date(2026, 11, 29, 19, 0, 0, 0, time.Local), time.Minute)); err != nil {
			t.Fatal(err)
		}
		var out, errs bytes.Buffer
		fs, o := gameFlagSet(&out, &errs)
		if err := fs.Parse([]string{"--no-config", "--game", path}); err != nil {
			t.Fatal(err)
		}
		cfg, _, err := o.config(context.Background(), fs)
		if err != nil {
			t.Fatal(err)
		}
		if cfg.LoadedPlayers != c.want {
			t.Errorf("%s vs %s: players %+v, want %+v", c.black.Name(), c.white.Name(), cfg.LoadedPlayers, c.want)
		}
	}
}
