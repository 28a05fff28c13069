package text

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"testing"
	"time"
)

func TestReadLine(t *testing.T) {
	long := strings.Repeat("x", 100)
	r := bufio.NewReaderSize(strings.NewReader("ab\r\n"+long+"\ncd\nlast"), 16)
	for _, want := range []struct {
		line string
		long bool
	}{{"ab", false}, {long[:10], true}, {"cd", false}, {"last", false}} {
		line, isLong, err := ReadLine(r, 10)
		if err != nil || line != want.line || isLong != want.long {
			t.Fatalf("ReadLine = %q, %v, %v; want %q, %v", line, isLong, err, want.line, want.long)
		}
	}
	if _, _, err := ReadLine(r, 10); !errors.Is(err, io.EOF) {
		t.Errorf("after the last line: %v, want EOF", err)
	}
}

// A last line without a line ending is a line also where it fills the
// reader's buffer exactly, short or long.
func TestReadLineFillsTheBuffer(t *testing.T) {
	for _, c := range []struct {
		in   string
		line string
		long bool
	}{{strings.Repeat("x", 16), strings.Repeat("x", 16), false}, {strings.Repeat("y", 32), strings.Repeat("y", 20), true}} {
		r := bufio.NewReaderSize(strings.NewReader(c.in), 16)
		line, long, err := ReadLine(r, 20)
		if err != nil || line != c.line || long != c.long {
			t.Errorf("%d bytes: ReadLine = %q, %v, %v; want %q, %v", len(c.in), line, long, err, c.line, c.long)
		}
		if _, _, err := ReadLine(r, 20); !errors.Is(err, io.EOF) {
			t.Errorf("%d bytes: after the last line: %v, want EOF", len(c.in), err)
		}
	}
}

func TestPrintable(t *testing.T) {
	if got := Printable("a\x1b[31mred\x07\u009b2J é\xff"); got != "a?[31mred?"+"?2J é\ufffd" {
		t.Errorf("Printable = %q", got)
	}
}

// Clip counts characters as Shown does, each byte that is no UTF-8 one
// '\ufffd', kept or cut alike, and leaves control characters to %q.
func TestClip(t *testing.T) {
	for _, c := range [][2]string{
		{"f5", "f5"}, {"abcdef", "abcd…"}, {"abcé", "abcé"}, {"éèêëa", "éèêë…"},
		{"a\xff", "a\ufffd"}, {"a\xffbcdef", "a\ufffdbc…"}, {"\xff\xfe\xfd\xfc\xfb", "\ufffd\ufffd\ufffd\ufffd…"},
		{"a\x1bb", "a\x1bb"},
	} {
		if got := Clip(c[0], 4); got != c[1] {
			t.Errorf("Clip(%q, 4) = %q, want %q", c[0], got, c[1])
		}
	}
}

func TestCount(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 1939886636: "1,939,886,636", -12345: "-12,345"} {
		if got := Count(n); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestMany(t *testing.T) {
	for n, want := range map[int64]string{0: "0 cells", 1: "1 cell", 2: "2 cells", 1234: "1,234 cells"} {
		if got := Many(n, "cell", "cells"); got != want {
			t.Errorf("Many(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestList(t *testing.T) {
	for want, items := range map[string][]string{"": nil, "a": {"a"}, "a or b": {"a", "b"}, "a, b or c": {"a", "b", "c"}} {
		if got := List(items, "or"); got != want {
			t.Errorf("List(%q) = %q, want %q", items, got, want)
		}
	}
}

func TestDuration(t *testing.T) {
	for in, want := range map[string]time.Duration{"4": 4 * time.Second, "0.5": 500 * time.Millisecond, "0": 0, "-2": -2 * time.Second,
		"+3": 3 * time.Second, "1m30s": 90 * time.Second, "500ms": 500 * time.Millisecond,
		// A number of seconds with an exponent is a number of seconds too.
		"1e3": 1000 * time.Second, "1e9": 1e9 * time.Second, "2.5E-3": 2500 * time.Microsecond, "-1e2": -100 * time.Second, "0e5": 0, "1e-9": time.Nanosecond} {
		if got, err := Duration(in); err != nil || got != want {
			t.Errorf("Duration(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "abc", "4x", "1m30", "NaN", "Inf", ".", "1.2.3", "0x10", "99999999999", "5 minutes", "1e10", "1e400", "e3", "1e", "1e3s", "1_0e2"} {
		if got, err := Duration(in); err == nil {
			t.Errorf("Duration(%q) = %v, want an error", in, got)
		}
	}
	// Written above zero, under a nanosecond: it read as 0, no time at all.
	for _, in := range []string{"0.0000000001", "0.5ns", "-0.1ns", "1e-10"} {
		if got, err := Duration(in); !errors.Is(err, ErrUnderNanosecond) {
			t.Errorf("Duration(%q) = %v, %v; want ErrUnderNanosecond", in, got, err)
		}
	}
	for _, in := range []string{"0", "0.0", "0s", "-0", "1ns"} {
		if _, err := Duration(in); err != nil {
			t.Errorf("Duration(%q): %v", in, err)
		}
	}
}

func TestBinary(t *testing.T) {
	for s, want := range map[string]bool{
		"f5d6\r\n":                false,
		"\x1b[31mred\x1b[0m\tx\f": false,
		"Müller \xe9":             false, // Latin-1 is text, if not UTF-8
		"\x7fELF\x02\x01\x01\x00": true,
		"f5\x00d6":                true,
		"a\x07b":                  true,
		"\xff\xfef\x005\x00":      true, // UTF-16
	} {
		if got := Binary(s); got != want {
			t.Errorf("Binary(%q) = %v, want %v", s, got, want)
		}
	}
}

// Shown counts characters, not bytes, and makes what does not print or is
// no UTF-8 printable before it cuts.
func TestShown(t *testing.T) {
	for _, c := range [][2]string{{"f5", "f5"}, {"abcdef", "abcd…"}, {"éèêë", "éèêë"}, {"éèêëa", "éèêë…"}, {"\x1b[2J", "?[2J"}, {"a\xffb\x00c", "a\ufffdb?…"}} {
		if got := Shown(c[0], 4); got != c[1] {
			t.Errorf("Shown(%q, 4) = %q, want %q", c[0], got, c[1])
		}
	}
}
