package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"strings"
	"testing"
)

// An empty --log is refused as a bad flag's value: it wrote the default
// log unseen.
func TestEmptyLogPathIsRefused(t *testing.T) {
	var out, errs bytes.Buffer
	code := Classic(context.Background(), []string{"--log", ""}, os.Stdin, &out, &errs)
	if code != ExitUsage || out.Len() != 0 || errs.String() != "reversi classic: --log \"\": want the log's path, or /dev/null to keep none\n" {
		t.Errorf("classic --log \"\": exit %d, stdout %q, stderr %q", code, out.String(), errs.String())
	}
	fs, o := gameFlagSet(io.Discard, io.Discard)
	if err := fs.Parse([]string{"--log", ""}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := o.config(context.Background(), fs); report(io.Discard, "", err) != ExitUsage || !strings.Contains(err.Error(), `--log "": want the log's path`) {
		t.Errorf("the game with --log \"\": %v", err)
	}
}
