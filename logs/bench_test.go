package logs

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"reversi/engine"
)

// bigGames is the number of games in bigLog's log.
const bigGames = 300_000

// bigLog writes a log of bigGames 8×8 games played out at random, each a
// minute and a half after the last, some 70 MB, and returns its path.
func bigLog(b *testing.B) string {
	rng := rand.New(rand.NewPCG(1, 2))
	v, err := engine.ParseVariant("8x8")
	if err != nil {
		b.Fatal(err)
	}
	sides := []Side{Human(), Computer("greedy"), Computer("level 3"), Computer("random")}
	var games [][]byte // a few games, whose lines the log repeats with other starts
	for range 100 {
		g := engine.NewGame(v.Start())
		for !g.Outcome().Over() {
			legal := g.Legal()
			if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
		}
		r := NewRecord(&g, sides[rng.IntN(len(sides))], sides[rng.IntN(len(sides))], time.Time{}, 0)
		line := r.Line()
		games = append(games, line[bytes.IndexByte(line, ','):])
	}
	var buf bytes.Buffer
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.Local)
	for i := range bigGames {
		buf.WriteString(start.Add(time.Duration(i) * 90 * time.Second).Format(timeLayout))
		buf.Write(games[i%len(games)])
	}
	path := filepath.Join(b.TempDir(), FileName)
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// What the history pays to read a big log.
func BenchmarkReadBigLog(b *testing.B) {
	path := bigLog(b)
	for b.Loop() {
		recs, bad, err := Read(context.Background(), path)
		if err != nil || len(bad) > 0 || len(recs) != bigGames {
			b.Fatalf("Read: %d games, %d bad lines, %v", len(recs), len(bad), err)
		}
	}
}

// What a game pays at its start (Writable) and end (Append) for a big
// log: the same as for a small one.
func BenchmarkWritableBigLog(b *testing.B) {
	path := bigLog(b)
	for b.Loop() {
		if err := Writable(path); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAppendBigLog(b *testing.B) {
	path := bigLog(b)
	for b.Loop() {
		if err := Append(path, sample()); err != nil {
			b.Fatal(err)
		}
	}
}
