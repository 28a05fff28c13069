package state

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

// Whatever a state file holds, reading it fails with a message or gives
// values that, written again, read back the same.
func FuzzLoad(f *testing.F) {
	f.Add(header + "\nboard: 8x8\nstart: x\nblack: human\nwhite: minimax\ntime: 1s\nforfeit: false\nseed: 1\nrecord: F5\n")
	f.Add(header + "\nboard: 8x8\nstart: x\nblack: human\nwhite: human\ntime: 1s\nforfeit: true\nseed: 1\nrecord: \nclock: 5m\nleft: 4m 5m\ntaken over at: 2\nblack before: greedy\nwhite before: mcts\nloaded moves: 3\nblack loaded: Ann\ncursor: F1\nanalysis: true\nahead: D1 resign:O\n")
	f.Add(settingsHeader + "\nboard: sphere\ntime: 2s\nclock: 0s\nmarks: true\nforfeit: false\n")
	f.Add(positionHeader + "\nboard: 4x4\nposition: -----OX--XO----- X\n")
	f.Add(scoreHeader + "\nsolved: 1\ntried: 2\nhelped: 1\nposed: 3\n")
	f.Add(header + "\r\nboard: 8x8\r\n")
	f.Add(header + "\nboard: 8x8\nstart: x\nblack: human\nwhite: human\ntime: 1s\nforfeit: false\nseed: 1\nrecord: F5 F6\nevaluations: 0:+0:9 1:-3:8 2:+64:12\n")
	f.Add(header + "\nboard: 8x8\nstart: x\nblack: human\nwhite: human\ntime: 1s\nforfeit: false\nseed: 1\nrecord: F5\nevaluations: 1:+3:9 x 2:4 3:-2:0 4:-1:7 +5:-0:07 1:1:1:1 9999999999999999999:1:1\n")
	defaults := Settings{Board: "8x8", MoveTime: time.Second}
	f.Fuzz(func(t *testing.T, content string) {
		dir := t.TempDir()
		for _, name := range []string{gameFile, settingsFile, positionFile, scoreFile} {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		again := t.TempDir()
		if g, ok, err := Load(dir); err != nil {
			said(t, err)
		} else if ok {
			if err := Save(again, g); err != nil {
				t.Fatal(err)
			}
			if back, ok, err := Load(again); !ok || err != nil || !reflect.DeepEqual(back, g) {
				t.Fatalf("%q read as %+v, saved, reads back as %+v, %v, %v", content, g, back, ok, err)
			}
		}
		if s, ok, err := LoadSettings(dir, defaults); err != nil {
			said(t, err)
		} else if ok {
			if err := SaveSettings(again, s); err != nil {
				t.Fatal(err)
			}
			if back, ok, err := LoadSettings(again, defaults); !ok || err != nil || back != s {
				t.Fatalf("%q read as %+v, kept, reads back as %+v, %v, %v", content, s, back, ok, err)
			}
		}
		if p, ok, err := LoadPosition(dir); err != nil {
			said(t, err)
		} else if ok {
			if err := SavePosition(again, p); err != nil {
				t.Fatal(err)
			}
			if back, ok, err := LoadPosition(again); !ok || err != nil || back != p {
				t.Fatalf("%q read as %+v, kept, reads back as %+v, %v, %v", content, p, back, ok, err)
			}
		}
		if s, err := LoadScore(dir); err != nil {
			said(t, err)
		} else {
			if err := SaveScore(again, s); err != nil {
				t.Fatal(err)
			}
			if back, err := LoadScore(again); err != nil || back != s {
				t.Fatalf("%q read as %+v, kept, reads back as %+v, %v", content, s, back, err)
			}
		}
	})
}

// said fails the test where err has no message.
func said(t *testing.T, err error) {
	t.Helper()
	if err.Error() == "" {
		t.Fatal("an error without a message")
	}
}
