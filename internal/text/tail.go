package text

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"
)

// Tail keeps the last lines written to it, each trimmed, shown as Shown
// shows it and never blank: the last of what another program said, for
// the message when it fails. Writes may end anywhere in a line; what is
// kept is bounded however long the output. It is safe for concurrent use.
type Tail struct {
	mu    sync.Mutex
	lines []string // at most keep, the last last
	part  []byte   // the line being written, no more of it than a line shows
	keep  int
	most  int
}

// NewTail returns a Tail that keeps the last keep lines, each cut to its
// first most characters.
func NewTail(keep, most int) *Tail { return &Tail{keep: keep, most: most} }

// Write takes what the program wrote; it never fails.
func (t *Tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for rest := p; len(rest) > 0; {
		line, after, ended := bytes.Cut(rest, []byte("\n"))
		// A character takes at most UTFMax bytes: one byte over most of
		// them holds more than most characters, enough for Shown's "…".
		t.part = append(t.part, line[:min(len(line), t.most*utf8.UTFMax+1-len(t.part))]...)
		if !ended {
			break
		}
		t.end()
		rest = after
	}
	return len(p), nil
}

// end keeps the line being written, if it is not blank.
func (t *Tail) end() {
	if line := strings.TrimSpace(string(t.part)); line != "" {
		t.lines = append(t.lines[max(0, len(t.lines)-t.keep+1):], Shown(line, t.most))
	}
	t.part = t.part[:0]
}

// String returns the lines kept, a line not yet ended among them, joined
// by " / ".
func (t *Tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := t.lines
	if line := strings.TrimSpace(string(t.part)); line != "" {
		lines = append(lines[max(0, len(lines)-t.keep+1):len(lines):len(lines)], Shown(line, t.most))
	}
	return strings.Join(lines, " / ")
}

// Unended returns the line being written, not yet ended, as String
// shows it; "" for none or a blank one.
func (t *Tail) Unended() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if line := strings.TrimSpace(string(t.part)); line != "" {
		return Shown(line, t.most)
	}
	return ""
}

// Said returns err with what the program said last, where it said
// anything: "err; it said: a / b".
func (t *Tail) Said(err error) error {
	if said := t.String(); said != "" {
		return fmt.Errorf("%w; it said: %s", err, said)
	}
	return err
}
