package logs

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// bigLog writes a log of 400,000 games, some 36 MB, and returns its path.
func bigLog(b *testing.B) string {
	path := filepath.Join(b.TempDir(), FileName)
	if err := os.WriteFile(path, bytes.Repeat(sample().Line(), 400_000), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
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
