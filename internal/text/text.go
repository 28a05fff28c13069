// Package text handles text that comes from outside the program: lines read
// with a bound on their length, times typed, and strings made safe to show
// on a terminal.
package text

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// ReadLine reads one line from r without its line ending, keeping at most
// max bytes of it: the rest of a longer line is read and dropped, and long
// says so. A last line without a line ending is a line; after it, the
// error is io.EOF.
func ReadLine(r *bufio.Reader, max int) (line string, long bool, err error) {
	var b strings.Builder
	for begun := false; ; begun = true {
		chunk, more, err := r.ReadLine()
		if err != nil {
			// A last line that filled the buffer ends at the end of the input.
			if begun && errors.Is(err, io.EOF) {
				err = nil
			}
			return b.String(), long, err
		}
		if room := max - b.Len(); len(chunk) > room {
			chunk, long = chunk[:room], true
		}
		b.Write(chunk)
		if !more {
			return b.String(), long, nil
		}
	}
}

// Duration reads a time as a person types it: a duration such as 500ms,
// 2s or 1m30s, or a bare number, which is seconds (4, 0.5, 1e3). The error
// says only that s is none, or ErrUnderNanosecond; the caller says what it
// wanted.
func Duration(s string) (time.Duration, error) {
	if withExponent.MatchString(s) {
		return exponentSeconds(s)
	}
	if digits := strings.TrimLeft(s, "+-"); digits != "" && strings.Trim(digits, "0123456789.") == "" {
		s += "s"
	}
	d, err := time.ParseDuration(s)
	// ParseDuration drops what is under a nanosecond: a time written
	// above zero would read as 0, which a limit takes for none.
	if err == nil && d == 0 && strings.ContainsAny(s, "123456789") {
		return 0, ErrUnderNanosecond
	}
	return d, err
}

// withExponent is a number of seconds with an exponent, which
// time.ParseDuration does not read: 1e3, 2.5E-3.
var withExponent = regexp.MustCompile(`^[+-]?(\d+\.?\d*|\.\d+)[eE][+-]?\d+$`)

// exponentSeconds reads a number of seconds with an exponent as Duration
// reads one without: what is under a nanosecond dropped, a time beyond
// what a time.Duration holds refused.
func exponentSeconds(s string) (time.Duration, error) {
	seconds, err := strconv.ParseFloat(s, 64)
	ns := seconds * float64(time.Second)
	if err != nil || math.Abs(ns) >= math.MaxInt64 {
		return 0, fmt.Errorf("time: invalid duration %q", s)
	}
	if d := time.Duration(ns); d != 0 || seconds == 0 {
		return d, nil
	}
	return 0, ErrUnderNanosecond
}

// ErrUnderNanosecond says a time was written above zero but under a
// nanosecond, the shortest there is.
var ErrUnderNanosecond = errors.New("under a nanosecond")

// Printable returns s with every control character, which could move the
// cursor or change colours on a terminal, shown as '?', and each byte that
// is no UTF-8 as '�', as a terminal shows it.
func Printable(s string) string { return strings.Map(printable, s) }

// printable is r as Printable shows it.
func printable(r rune) rune {
	if unicode.IsControl(r) {
		return '?'
	}
	return r
}

// Plain says whether s is text to show as it is: valid UTF-8, every
// character printable.
func Plain(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsFunc(s, func(r rune) bool { return !unicode.IsPrint(r) })
}

// Binary says whether s is no text: it holds a control character that text
// has none of, NUL and DEL among them; tab, the line endings, vertical tab,
// form feed and escape (which colours a captured screen) are text's.
func Binary(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool {
		return r < ' ' && !strings.ContainsRune("\t\n\v\f\r\x1b", r) || r == 0x7f
	})
}

// Clip returns s cut to its first most characters, with "…" where it was
// cut, and each byte that is no UTF-8 shown as '�', one character, as
// Shown shows it: text for a message to quote with %q, which escapes what
// does not print, where Shown would make it '?'.
func Clip(s string, most int) string {
	return cut(s, most, func(r rune) rune { return r })
}

// Shown is what a person gave, as a message quotes it: printable, each
// byte that is no UTF-8 shown as '�' and a control character as '?',
// and cut to its first most characters, with "…" where it was cut.
func Shown(s string, most int) string { return cut(s, most, printable) }

// cut returns s's first most characters, each as show makes it, with "…"
// where it cut s. Ranging over s reads each byte that is no UTF-8 as one
// utf8.RuneError, which is written as '�'.
func cut(s string, most int, show func(rune) rune) string {
	var b strings.Builder
	n := 0
	for _, r := range s {
		if n == most {
			b.WriteString("…")
			break
		}
		b.WriteRune(show(r))
		n++
	}
	return b.String()
}

// Many counts n things, n as Count writes it: "1 move", "2 moves",
// "1,234 nodes", the plural given.
func Many[N ~int | ~int64 | ~uint64](n N, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return Count(n) + " " + many
}

// List joins items as a sentence lists them: "a", "a or b", "a, b or c",
// with the word given (and, or) before the last.
func List(items []string, word string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + word + " " + items[len(items)-1]
}

// Count writes n with its thousands separated by commas: 1,939,886,636.
func Count[N ~int | ~int64 | ~uint64](n N) string {
	s := strconv.FormatInt(int64(n), 10)
	if n < 0 {
		return "-" + Count(-n)
	}
	var b strings.Builder
	for i, d := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(d)
	}
	return b.String()
}

// WithoutMark is s without the byte order mark some editors begin a file
// with, which no reader of the program's files takes for text.
func WithoutMark(s string) string { return strings.TrimPrefix(s, "\ufeff") }
