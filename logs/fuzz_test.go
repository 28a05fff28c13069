package logs

import (
	"context"
	"encoding/csv"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// Whatever the log holds, reading it says the file is no game log, naming
// it and giving nothing, or gives records and bad lines; every record read,
// written again, reads back the same.
func FuzzRead(f *testing.F) {
	f.Add(string(sample().Line()))
	f.Add("20181105 23:24:46,125,8*8,human,human,Human gave up.,,,resigned,ef fd resign:X\n")
	f.Add("my games, 2018\n")
	f.Add("20181105 23:24:46,1,sphere,computer,computer,12 to 12,\"a,b\",mcts,board full,F1 pass\r\nnot a game\n")
	f.Fuzz(func(t *testing.T, content string) {
		path := filepath.Join(t.TempDir(), FileName)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		recs, bad, err := Read(context.Background(), path)
		if err != nil {
			if !strings.HasPrefix(err.Error(), path+" is not a game log") || recs != nil || bad != nil {
				t.Fatalf("a regular file: %v, with %d games and %d bad lines", err, len(recs), len(bad))
			}
			return
		}
		for _, b := range bad {
			if b.Error() == "" {
				t.Fatal("a bad line without a message")
			}
		}
		for _, r := range recs {
			again := filepath.Join(t.TempDir(), FileName)
			if err := os.WriteFile(again, r.Line(), 0o644); err != nil {
				t.Fatal(err)
			}
			back, bad, err := Read(context.Background(), again)
			if err != nil || len(bad) > 0 || len(back) != 1 || !reflect.DeepEqual(back[0], r) {
				t.Fatalf("%+v, written as %q, reads back as %+v, %v, %v", r, r.Line(), back, bad, err)
			}
		}
	})
}

// A line is cut into the fields encoding/csv reads of it, and its moves
// into the words strings.Fields finds.
func FuzzSplit(f *testing.F) {
	for _, s := range []string{
		string(sample().Line()), "a,,b,", ",", "a,b\r", "a\r,b", "a,b\r\r", `a,"b,c",d`, `a,b"c`, "é,\u00a0x",
		" cd  ec\tpass ", "cd ec", "\u0085cd", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		line, _, _ = strings.Cut(line, "\n") // a line, as scan reads it
		cr := csv.NewReader(strings.NewReader(line))
		cr.FieldsPerRecord = -1
		want, werr := cr.Read()
		got, err := split(line, nil)
		if (err != nil) != (werr != nil && werr != io.EOF) || err == nil && werr == nil && !slices.Equal(got, want) {
			t.Fatalf("split(%q) = %q, %v; encoding/csv reads %q, %v", line, got, err, want, werr)
		}
		if got, want := words(line), strings.Join(strings.Fields(line), " "); got != want {
			t.Fatalf("words(%q) = %q, want %q", line, got, want)
		}
	})
}
