package cli

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"reversi/engine"
)

// Whatever a checkpoint file holds, it is refused with a message or read:
// every proof read is one the file holds, and once a new proof is written
// the file reads back as the proofs read and the new one, nothing skipped.
func FuzzCheckpoint(f *testing.F) {
	const pos = "--XO-O----OOOO--OOXOXXO-OOOOXXOOOOOXXOX-OXOXXXXX--XXXX----X-O-X- X"
	head := checkpointHeader + pos + "\n"
	f.Add(head + seal("443cfad02014181c 1000052fdfeb6420 -10 127") + "\n")
	f.Add(head + seal("443cfad02014181c 1000052fdfeb6420 -10 127"))
	f.Add(head + seal("443cfad02014181c 1000052fdfeb6420 -10 127") + "\n" + seal("1 2 -3 4")[:10])
	f.Add(checkpointHeaderV1 + pos + "\n443cfad02014181c 1000052fdfeb6420 -10 127\n1 2 -3")
	f.Add("")
	start, err := engine.ParsePosition(pos)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, content string) {
		path := filepath.Join(t.TempDir(), "checkpoint.txt")
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		cp, err := openCheckpoint(context.Background(), path, start)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an empty message")
			}
			return
		}
		v1 := strings.HasPrefix(content, checkpointHeaderV1)
		for _, proof := range cp.resume {
			if !strings.Contains(content, proof) || !v1 && !strings.Contains(content, seal(proof)) {
				t.Fatalf("%q read a proof it does not hold: %q", content, proof)
			}
		}
		cp.write("1 2 -3 4")
		if err := cp.close(); err != nil {
			t.Fatal(err)
		}
		again, err := openCheckpoint(context.Background(), path, start)
		if err != nil || again.skipped > 0 || !slices.Equal(again.resume, append(cp.resume, "1 2 -3 4")) {
			t.Fatalf("%q, a proof written, reads back as %q (%d skipped), %v; want %q and the new one", content, again.resume, again.skipped, err, cp.resume)
		}
	})
}
