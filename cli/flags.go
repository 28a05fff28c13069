// Package cli is the program's commands: each reads its flags, calls the
// engine and prints what it found. Every command is a function from its
// arguments and streams to an exit status, so it is tested without a
// process.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/internal/text"
	"reversi/players"
	"reversi/views"
)

// Exit statuses. ExitInterrupted is ctrl+c's; main makes it the status
// of the signal that stopped the command.
const (
	ExitOK          = 0
	ExitFailure     = 1
	ExitUsage       = 2
	ExitInterrupted = 130
)

// usageError is a fault of the command line: a flag's value refused, or
// flags at odds with each other or with the file they go with.
type usageError struct{ error }

func (e usageError) Unwrap() error { return e.error }

// usagef is a usageError that says format.
func usagef(format string, a ...any) error { return usageError{fmt.Errorf(format, a...)} }

// report says why command name stopped and returns its exit status, as
// docs/commands.md has it: ExitInterrupted where a signal ended its context, 2
// for a fault of the command line, 1 for any other (a file that cannot be
// read, is not what it should be, or cannot be written).
func report(stderr io.Writer, name string, err error) int {
	name = strings.TrimSpace("reversi " + name)
	if errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "%s: interrupted\n", name)
		return ExitInterrupted
	}
	fmt.Fprintf(stderr, "%s: %v\n", name, err)
	if errors.As(err, new(usageError)) {
		return ExitUsage
	}
	return ExitFailure
}

// newFlagSet returns a flag set whose usage, asked for with --help, goes
// to stdout whole in the terminal's characters, and which reports a bad
// flag to stderr in one line and where to find the usage.
func newFlagSet(name, summary string, stdout, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stdout, wrapHelp(printedGlyphs().Draw(usageText(fs, name, summary)), helpWidth(stdout)))
	}
	return fs
}

// helpWidth is the columns a help is wrapped to: the terminal's where
// stdout is one, else 80.
func helpWidth(stdout io.Writer) int {
	if width := columns(stdout); width > 0 {
		return width
	}
	return 80
}

// flagIndent begins a flag's description in the flag package's usage.
const flagIndent = "    \t"

// wrapHelp wraps help to width columns: each flag's description under
// its name with a hanging indent, and any other line wider than width at
// its own indent.
func wrapHelp(help string, width int) string {
	var b strings.Builder
	for line := range strings.Lines(help) {
		line = strings.TrimSuffix(line, "\n")
		indent := line[:len(line)-len(strings.TrimLeft(line, " "))]
		if desc, ok := strings.CutPrefix(line, flagIndent); ok {
			indent, line = "      ", desc
		} else if ansi.StringWidth(line) <= width {
			b.WriteString(line + "\n")
			continue
		}
		for _, l := range views.Wrap(lipgloss.NewStyle(), line, width-len(indent)) {
			b.WriteString(indent + l + "\n")
		}
	}
	return b.String()
}

// usageText is the usage of the command name: the summary, then its
// flags, where it has any.
func usageText(fs *flag.FlagSet, name, summary string) string {
	var help strings.Builder
	flags := 0
	fs.VisitAll(func(*flag.Flag) { flags++ })
	if flags == 0 {
		fmt.Fprintf(&help, "Usage: %s\n\n%s\n", strings.TrimSpace("reversi "+name), summary)
		return help.String()
	}
	fmt.Fprintf(&help, "Usage: %s [flags]\n\n%s\n\nFlags:\n%s", strings.TrimSpace("reversi "+name), summary, flagDefaults(fs))
	return help.String()
}

// flagDefaults is the flag package's list of fs's flags, each with its
// description and default.
func flagDefaults(fs *flag.FlagSet) string {
	var b strings.Builder
	out := fs.Output()
	fs.SetOutput(&b)
	restore := plain(fs)
	fs.PrintDefaults()
	restore()
	fs.SetOutput(out)
	return b.String()
}

// parseFlags parses args and returns the exit status to stop with, or -1
// to go on.
func parseFlags(fs *flag.FlagSet, args []string) int {
	if code := parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 && boolValueApart(fs, args) {
		return ExitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(fs.Output(), "%s: %s\n", commandName(fs), unexpectedArgument(fs, fs.Arg(0)))
		return ExitUsage
	}
	return -1
}

// unexpectedArgument says arg is not what fs's command takes: no
// arguments at all, or those its name shows ("opening [MOVES | FILE]") and no
// number, which is what parse reports as one.
func unexpectedArgument(fs *flag.FlagSet, arg string) string {
	if args := takesArguments(fs); args != "" {
		return fmt.Sprintf("unexpected argument %q: %s takes %s, not a number; %s", arg, commandWord(fs), args, helpHint(fs))
	}
	return fmt.Sprintf("unexpected argument %q: %s; %s", arg, takes(fs), helpHint(fs))
}

// takesArguments is the arguments fs's name shows its command takes
// ("[MOVES | FILE]"), or "" for none.
func takesArguments(fs *flag.FlagSet) string {
	name, args, _ := strings.Cut(fs.Name(), " ")
	if name == "" {
		return ""
	}
	return args
}

// takes says what fs's command, which takes no arguments or no flags,
// takes, for a message on what it does not: "solve takes flags only, no
// arguments", "opening takes [MOVES | FILE] and no flags", "version takes
// neither flags nor arguments".
func takes(fs *flag.FlagSet) string {
	flags := false
	fs.VisitAll(func(*flag.Flag) { flags = true })
	args := takesArguments(fs)
	switch {
	case args == "" && flags:
		return commandWord(fs) + " takes flags only, no arguments"
	case args == "":
		return commandWord(fs) + " takes neither flags nor arguments"
	}
	return commandWord(fs) + " takes " + args + " and no flags"
}

// numberArgument is the argument of args that err, the flag package's,
// took for a flag named for its digits ("-1" for a flag "1"), as typed,
// or "" where err is of another.
func numberArgument(err error, args []string) string {
	m := unknownFlag.FindStringSubmatch(err.Error())
	if m == nil || m[1] == "" || !strings.ContainsAny(m[1][:1], "0123456789.") {
		return ""
	}
	for _, arg := range args {
		name, _, _ := strings.Cut(arg, "=")
		if name == "-"+m[1] || name == "--"+m[1] {
			return arg
		}
	}
	return ""
}

// parseArgs parses args, flags before and after the arguments that are
// not flags, and returns those, which must be want in number (what names
// them in the message; any number for a negative want), with the exit status to stop with, or -1 to go on.
func parseArgs(fs *flag.FlagSet, args []string, want int, what string) ([]string, int) {
	var plain []string
	for {
		if code := parse(fs, args); code >= 0 {
			return nil, code
		}
		if fs.NArg() == 0 {
			break
		}
		if boolValueApart(fs, args) {
			return nil, ExitUsage
		}
		plain, args = append(plain, fs.Arg(0)), fs.Args()[1:]
	}
	if want >= 0 && len(plain) != want {
		fmt.Fprintf(fs.Output(), "%s: want %s; %s\n", commandName(fs), what, helpHint(fs))
		return nil, ExitUsage
	}
	return plain, -1
}

// boolValueApart says, where the first argument fs left unparsed is a
// value of true or false given apart from the true-or-false flag before it
// ("--book false"), which the flag package reads as --book and an
// argument, that it must follow "=", and reports whether it did.
func boolValueApart(fs *flag.FlagSet, args []string) bool {
	at := len(args) - fs.NArg()
	if at == 0 || strings.Contains(args[at-1], "=") || !strings.HasPrefix(args[at-1], "-") {
		return false
	}
	name := strings.TrimPrefix(strings.TrimPrefix(args[at-1], "-"), "-")
	f := fs.Lookup(name)
	if f == nil {
		return false
	}
	if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !ok || !b.IsBoolFlag() {
		return false
	}
	if _, err := strconv.ParseBool(args[at]); err != nil {
		return false
	}
	fmt.Fprintf(fs.Output(), "%s: --%s %s: write --%s=%s; a flag of true or false takes its value after '=' (--%s alone is --%s=true)\n", commandName(fs), name, args[at], name, args[at], name, name)
	return true
}

// parse parses args once, printing the usage for --help and a bad flag's
// error in one line, as every command says a flag's value out of range
// (the flag package would print the usage after it), and returns the exit
// status to stop with, or -1 to go on.
func parse(fs *flag.FlagSet, args []string) int {
	out, usage := fs.Output(), fs.Usage
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	decimal(fs)
	restoreOnce := refuseRepeats(fs)
	err := fs.Parse(args)
	restoreOnce()
	fs.SetOutput(out)
	fs.Usage = usage
	switch {
	case errors.Is(err, flag.ErrHelp):
		fs.Usage()
		return ExitOK
	case err != nil:
		if arg := numberArgument(err, args); arg != "" {
			fmt.Fprintf(out, "%s: %s\n", commandName(fs), unexpectedArgument(fs, arg))
			return ExitUsage
		}
		fmt.Fprintf(out, "%s: %v\n", commandName(fs), badFlag(fs, err))
		return ExitUsage
	}
	fs.Visit(func(f *flag.Flag) {
		if spell, ok := spellings[f.Name]; ok {
			f.Value.Set(spell(f.Value.String()))
		}
	})
	return -1
}

// refuseRepeats has fs refuse, while it parses, a flag given again with
// another value (--size 4 --size 6), which the flag package takes as the
// last; the same value again is no contradiction. A flag set by an earlier
// parse of the same command line (flags after its arguments) counts as
// given. It returns the function that puts the flags' values back.
func refuseRepeats(fs *flag.FlagSet) (restore func()) {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	var values []func()
	fs.VisitAll(func(f *flag.Flag) {
		v := f.Value
		f.Value = &onceValue{Value: v, name: f.Name, given: given[f.Name]}
		values = append(values, func() { f.Value = v })
	})
	return func() {
		for _, put := range values {
			put()
		}
	}
}

// decimal has fs read every whole-number flag's value in decimal digits
// only, leading zeros and all (010 is 10), where the flag package reads 010
// as octal and 0x0a, 0b1010 and 1_0 as 10, and keep it as typed for the
// messages to quote (typedFlag). A flag it has already made so is left be.
func decimal(fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		getter, ok := f.Value.(flag.Getter)
		if _, done := f.Value.(*decimalValue); !ok || done {
			return
		}
		switch getter.Get().(type) {
		case int, int64, uint, uint64:
			f.Value = &decimalValue{Getter: getter}
		}
	})
}

// plain puts back, for the help, the values decimal wrapped, whose types
// the help names ("-size int"). It returns the function that wraps them
// again.
func plain(fs *flag.FlagSet) (restore func()) {
	var values []func()
	fs.VisitAll(func(f *flag.Flag) {
		if v, ok := f.Value.(*decimalValue); ok {
			f.Value = v.Getter
			values = append(values, func() { f.Value = v })
		}
	})
	return func() {
		for _, put := range values {
			put()
		}
	}
}

// decimalDigits is a whole number in decimal: its sign, its leading zeros
// and the rest, at least one digit.
var decimalDigits = regexp.MustCompile(`^([+-]?)0*([0-9]+)$`)

// decimalValue is a whole-number flag's value that takes decimal digits
// only, and the digits as typed.
type decimalValue struct {
	flag.Getter
	typed string
}

// wantError is a Set's error saying what its flag wants of a value it
// read ("want 1 to 60"), to which badFlag puts the value as typed.
type wantError string

func (e wantError) Error() string { return "want " + string(e) }

// errNotDecimal is a whole number's value not in decimal digits (x, 1e1,
// 0x10), of which badFlag says one thing.
var errNotDecimal = errors.New("not in decimal digits")

// wantDecimal is what a whole number not in decimal digits is told.
const wantDecimal = "a whole number in decimal digits, such as 10"

func (v *decimalValue) Set(s string) error {
	m := decimalDigits.FindStringSubmatch(s)
	if m == nil {
		return errNotDecimal
	}
	if err := v.Getter.Set(m[1] + m[2]); err != nil {
		return err
	}
	v.typed = s
	return nil
}

// String is "0" for the zero value with which the help compares defaults.
func (v *decimalValue) String() string {
	if v.Getter == nil {
		return "0"
	}
	return v.Getter.String()
}

// typedFlag is flag name of fs and its value as the command line gave it
// ("--depth 09" where the value is 9), or as it is where that gave none:
// how every message about a flag's value quotes it.
func typedFlag(fs *flag.FlagSet, name string) string {
	f := fs.Lookup(name)
	value := f.Value.String()
	if v, ok := f.Value.(*decimalValue); ok && v.typed != "" {
		value = v.typed
	}
	return "--" + name + " " + value
}

// onceValue is a flag's value that refuses to be given again otherwise.
type onceValue struct {
	flag.Value
	name  string
	given bool
}

func (v *onceValue) Set(s string) error {
	spell := spellings[v.name]
	if spell == nil {
		spell = func(s string) string { return s }
	}
	before := spell(v.String())
	if err := v.Value.Set(s); err != nil {
		return err
	}
	if after := spell(v.String()); v.given && after != before {
		return fmt.Errorf("--%s given twice, as %q and as %q: give it once", v.name, text.Shown(before, 40), text.Shown(after, 40))
	}
	v.given = true
	return nil
}

// IsBoolFlag keeps a flag of true or false one that needs no value.
func (v *onceValue) IsBoolFlag() bool {
	b, ok := v.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// spellings spell the values of the flags that take a word, given in any
// case ("Sphere", "Greedy"), as the commands read them; a word of none is
// left as given, to be refused naming it. --names and --theme read theirs
// in any case as they are parsed.
var spellings = map[string]func(string) string{
	"variant":  oneOf("flat", "sphere"),
	"eval":     oneOf("learned", "handcrafted"),
	"openings": oneOf("random", "balanced"),
	"black":    players.Spelt,
	"white":    players.Spelt,
}

// oneOf spells a word as the one of words it is in another case, if any.
func oneOf(words ...string) func(string) string {
	return func(s string) string {
		for _, w := range words {
			if strings.EqualFold(s, w) {
				return w
			}
		}
		return s
	}
}

// flagValueError is how the flag package says a flag's value could not be
// read: `invalid value "x" for flag -depth: parse error`, `invalid boolean
// value "x" for -json: parse error`.
var flagValueError = regexp.MustCompile(`^invalid (?:boolean )?value ("(?:[^"\\]|\\.)*") for (?:flag )?-(\S+): `)

// unknownFlag is how the flag package says a flag is not one of the
// command's: `flag provided but not defined: -bogus`.
var unknownFlag = regexp.MustCompile(`^flag provided but not defined: -(.*)$`)

// noValue is how the flag package says a flag was given no value:
// `flag needs an argument: -depth`.
var noValue = regexp.MustCompile(`^flag needs an argument: -(.*)$`)

// badFlag says what a flag whose value could not be read wants, as the
// commands say of a value out of range ("--time 1e9h: want a duration …"),
// where the flag package says only that it could not, and where to read of
// the flags for one the command does not have; other errors are as they are.
func badFlag(fs *flag.FlagSet, err error) error {
	if m := unknownFlag.FindStringSubmatch(err.Error()); m != nil {
		what := "the flags"
		if fs.Name() == "" {
			what = "the commands and the game's flags"
		}
		var names []string
		fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		if len(names) == 0 {
			return fmt.Errorf("--%s: no such flag: %s; %s", m[1], takes(fs), helpHint(fs)) // its help lists none
		}
		meant := ""
		if near := Nearest(m[1], names); near != "" {
			meant = " did you mean --" + near + "?"
		}
		return fmt.Errorf("--%s: no such flag;%s '%s --help' lists %s", m[1], meant, commandName(fs), what)
	}
	if m := noValue.FindStringSubmatch(err.Error()); m != nil {
		return fmt.Errorf("--%s: want a value after it", m[1])
	}
	m := flagValueError.FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	value, _ := strconv.Unquote(m[1])
	f := fs.Lookup(m[2])
	if f == nil {
		return err
	}
	said := strings.TrimPrefix(err.Error(), m[0])
	if strings.HasPrefix(said, "--"+f.Name+" ") {
		return errors.New(said) // a Set's error that names its flag says it whole (logValue, notationValue)
	}
	want, typed := "", "--"+f.Name+" "+value
	if value == "" {
		typed = "--" + f.Name + ` ""`
	}
	if strings.HasPrefix(said, "want ") {
		return fmt.Errorf("%s: %s", typed, said) // a Set's wantError
	}
	if strings.HasSuffix(err.Error(), errNotDecimal.Error()) {
		return fmt.Errorf("%s: want %s", typed, wantDecimal)
	}
	if strings.HasSuffix(err.Error(), strconv.ErrRange.Error()) {
		if want := outOfType(f); want != "" {
			return fmt.Errorf("%s: want %s", typed, want)
		}
	}
	getter, ok := f.Value.(flag.Getter)
	if !ok {
		return err
	}
	switch getter.Get().(type) {
	case time.Duration:
		want = "a duration such as 500ms, 2s or 1m30s, or a number of seconds, at most 2562047h"
		if strings.HasSuffix(err.Error(), text.ErrUnderNanosecond.Error()) {
			want = "1ns or more, the shortest time there is, or 0 where the flag takes it"
			typed += " is under a nanosecond"
		}
	case int, int64:
		want = wantDecimal
	case uint, uint64:
		want = "a whole number, 0 or more"
	case float64:
		want = "a number"
	case bool:
		want, typed = "true or false", "--"+f.Name+"="+value
	default:
		return err
	}
	return fmt.Errorf("%s: want %s", typed, want)
}

// statedRange is a range of whole numbers as a flag's usage states it, in
// the words the flag's other messages give it: from the kind of number it
// names to the end of the clause ("1 to 60", "an even number from 4 to 26",
// "1 to 14, or 0 to skip perft").
var statedRange = regexp.MustCompile(`(?:\ban? [a-z ]+ from )?\b\d+(?: \([^()]*\))? to \d+[^;()]*`)

// openRange is a range of whole numbers open above as a flag's usage
// states it ("0 or more", "1 (the latest game) or more"): its least.
var openRange = regexp.MustCompile(`\b(\d+)(?: \([^()]*\))? or more\b`)

// outOfType says what a whole-number flag wants of a value beyond what its
// type holds: the range its usage states where it states one, from the
// least it states up to its type's most where that is all, else its type's; "" for a flag of another type, or whose value has no Get.
func outOfType(f *flag.Flag) string {
	getter, ok := f.Value.(flag.Getter)
	if !ok {
		return ""
	}
	var lo, hi string
	switch getter.Get().(type) {
	case int, int64:
		lo, hi = strconv.FormatInt(math.MinInt64, 10), strconv.FormatInt(math.MaxInt64, 10)
	case uint, uint64:
		lo, hi = "0", strconv.FormatUint(math.MaxUint64, 10)
	default:
		return ""
	}
	if r := statedRange.FindString(f.Usage); r != "" {
		return strings.TrimSpace(r)
	}
	if m := openRange.FindStringSubmatch(f.Usage); m != nil {
		lo = m[1]
	}
	return fmt.Sprintf("a whole number from %s to %s", lo, hi)
}

// readDuration reads a flag's time with text.Duration (a bare number is
// seconds), its errors worded for badFlag.
func readDuration(s string) (time.Duration, error) {
	d, err := text.Duration(s)
	if err != nil && !errors.Is(err, text.ErrUnderNanosecond) {
		return 0, errors.New("parse error")
	}
	return d, err
}

// positiveValue is a flag's time that is positive, or 0 where 0 means
// something (zero: "no limit"); it refuses others as they are parsed.
type positiveValue struct {
	p          *time.Duration
	name, zero string
}

func (v *positiveValue) Set(s string) error {
	t, err := readDuration(s)
	if err != nil {
		return err
	}
	if t < 0 || t == 0 && v.zero == "" {
		want := fmt.Sprintf("a positive duration such as 1s; this --%s has no 0 for no limit", v.name)
		if v.zero != "" {
			want = "a positive duration, or 0 for " + v.zero
		}
		return wantError(want)
	}
	*v.p = t
	return nil
}

func (v *positiveValue) String() string {
	if v.p == nil {
		return "0s" // the flag package's zero value, for the help's defaults
	}
	return v.p.String()
}

func (v *positiveValue) Get() any { return *v.p }

// positiveFlag registers a flag of a positive time, value unless given,
// whose help says it takes seconds alone too; zero says what 0 means, or
// is "" where 0 is refused too.
func positiveFlag(fs *flag.FlagSet, name string, value time.Duration, zero, usage string) *time.Duration {
	p := new(time.Duration)
	positiveVar(fs, p, name, value, zero, usage)
	return p
}

// positiveVar is positiveFlag, the time kept in p.
func positiveVar(fs *flag.FlagSet, p *time.Duration, name string, value time.Duration, zero, usage string) {
	*p = value
	if zero == "" {
		usage += durationHelp + ", more than 0"
	} else {
		usage += durationHelp
	}
	fs.Var(&positiveValue{p: p, name: name, zero: zero}, name, usage)
}

// numberValue is a flag's number, refused as it is parsed where it lies
// outside the range the flag takes (want: "from 0 to 1"), one beyond a
// float64's range too (1e999), of which the flag package said only that it
// was not "a number".
type numberValue struct {
	p     *float64
	want  string
	takes func(float64) bool
}

func (v *numberValue) Set(s string) error {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return errors.New("parse error") // badFlag says that it wants a number
	}
	if err != nil || !v.takes(f) {
		return wantError("a number " + v.want)
	}
	*v.p = f
	return nil
}

func (v *numberValue) String() string {
	if v.p == nil {
		return "0" // the flag package's zero value, for the help's defaults
	}
	return strconv.FormatFloat(*v.p, 'g', -1, 64)
}

func (v *numberValue) Get() any { return *v.p }

// numberVar registers a flag of a number, value unless given, kept in p,
// that takes the numbers takes says, in the range want names; the help
// ends with the range.
func numberVar(fs *flag.FlagSet, p *float64, name string, value float64, want string, takes func(float64) bool, usage string) {
	*p = value
	fs.Var(&numberValue{p: p, want: want, takes: takes}, name, usage+"; a `number` "+want)
}

// durationHelp ends the help of every flag of a time.
const durationHelp = "; a `duration` such as 500ms or 1m30s, or a number of seconds"

// commandName is how the user named fs's command: "reversi solve", or
// "reversi" for the game's own flags.
func commandName(fs *flag.FlagSet) string {
	if f := strings.Fields(fs.Name()); len(f) > 0 {
		return "reversi " + f[0]
	}
	return "reversi"
}

// commandWord is the command as a sentence names it: "solve", or "the
// game" for the game's own flags.
func commandWord(fs *flag.FlagSet) string {
	if name := commandName(fs); name != "reversi" {
		return strings.TrimPrefix(name, "reversi ")
	}
	return "the game"
}

// helpHint says where the command's usage is to be read.
func helpHint(fs *flag.FlagSet) string {
	if name := commandName(fs); name != "reversi" {
		return "'reversi help " + commandWord(fs) + "' says what it takes"
	}
	return "'reversi --help' says what it takes"
}

// boardFlags are the flags that choose a board and a starting position.
type boardFlags struct {
	flags    *flag.FlagSet // where they are registered, to quote --size as given
	size     int
	variant  string
	dims     string
	position string
}

func (b *boardFlags) register(fs *flag.FlagSet) { b.registerWith(fs, variantUsage) }

// registerWith is register, variant the help of --variant, which the
// game's says more in.
func (b *boardFlags) registerWith(fs *flag.FlagSet, variant string) {
	b.registerBoard(fs, variant)
	fs.StringVar(&b.position, "position", "", "start from this position string (cells, then X or O to move); on a sphere other than 2x2x2 give --dims too")
}

// registerBoard registers the flags that name a board, variant the help
// of --variant, for a command that starts from the board's start only.
func (b *boardFlags) registerBoard(fs *flag.FlagSet, variant string) {
	b.flags = fs
	fs.IntVar(&b.size, "size", 8, "side of a flat board: "+sizeRange)
	fs.StringVar(&b.variant, "variant", "flat", variant)
	fs.StringVar(&b.dims, "dims", "2x2x2", "the sphere's box, "+dimsUsage+"; given, it names the sphere")
}

// sizeRange is the sizes --size takes, as its help and messages say them.
var sizeRange = fmt.Sprintf("an even number from %d to %d", engine.MinSize, engine.MaxSize)

// sizeGiven is --size as the command line gave it ("--size 08"), or its
// value.
func (b *boardFlags) sizeGiven() string {
	if b.flags == nil {
		return "--size " + strconv.Itoa(b.size)
	}
	return typedFlag(b.flags, "size")
}

// dimsUsage is the part of every --dims help that says how a box is
// written and which there are.
const dimsUsage = "PxQxR: P cells across the front, Q down it, R deep (each 1-4, at most 64 cells; not 1x1xR, whose front has no room for the start)"

// variantUsage is the help of --variant, the tools'.
const variantUsage = "flat or sphere"

// board returns the variant the flags name, in any case ("Sphere"): --dims
// alone names a sphere's box, which it can mean nothing else than.
func (b *boardFlags) board(set map[string]bool) (engine.Variant, error) {
	variant := strings.ToLower(b.variant)
	if set["dims"] && !set["variant"] {
		variant = "sphere"
	}
	switch variant {
	case "sphere":
		if set["size"] {
			return engine.Variant{}, errors.New("the sphere has no size; leave out --size (its box is --dims)")
		}
		v, err := engine.ParseBox(b.dims)
		if errors.Is(err, engine.ErrBoxForm) {
			return v, fmt.Errorf("--dims %q: want three sides such as 2x2x2", b.dims)
		}
		if be := (*engine.BoxError)(nil); errors.As(err, &be) {
			return v, fmt.Errorf("--dims %s: %s", b.dims, be.Why)
		}
		return v, err
	case "flat":
		if set["dims"] {
			return engine.Variant{}, errors.New("--dims is for the sphere; leave out --variant flat")
		}
		v, err := engine.Flat(b.size)
		if err != nil {
			return v, fmt.Errorf("%s: want %s", b.sizeGiven(), sizeRange)
		}
		return v, nil
	}
	return engine.Variant{}, fmt.Errorf("--variant %q: want flat or sphere", b.variant)
}

// start returns the position the flags name; what is wrong with them is a
// usageError.
func (b *boardFlags) start(fs *flag.FlagSet) (engine.Position, error) {
	pos, err := b.parse(given(fs))
	if err != nil {
		return pos, usageError{err}
	}
	return pos, nil
}

func (b *boardFlags) parse(set map[string]bool) (engine.Position, error) {
	if !set["position"] {
		v, err := b.board(set)
		if err != nil {
			return engine.Position{}, err
		}
		return v.Start(), nil
	}
	// --size beside --position must name the position's own board.
	var sized engine.Variant
	if set["size"] {
		v, err := b.board(set)
		if err != nil {
			return engine.Position{}, err
		}
		sized = v
	}
	var pos engine.Position
	var err error
	if set["variant"] || set["dims"] {
		v, berr := b.board(set)
		if berr != nil {
			return engine.Position{}, berr
		}
		pos, err = v.ParsePosition(b.position)
		// --variant flat names no size: the position's length names it.
		if p, perr := engine.ParsePosition(b.position); err != nil && !v.IsSphere() && perr == nil && !p.Variant().IsSphere() {
			pos, err = p, nil
		}
	} else {
		pos, err = engine.ParsePosition(b.position)
	}
	if ce := (*engine.CellCountError)(nil); errors.As(err, &ce) && len(ce.Boxes) > 0 {
		err = fmt.Errorf("%w; --variant sphere --dims PxQxR gives the box", err)
	}
	if err == nil && set["size"] && pos.Variant() != sized {
		board := "the " + pos.Variant().String() + " board"
		if pos.Variant().IsSphere() {
			board = "the " + pos.Variant().DimsName()
		}
		err = fmt.Errorf("%s names the %s board, but --position gives a position of %s; leave out --size, or give a position of %s", b.sizeGiven(), sized, board, sized)
	}
	if err == nil && pos.Empties() == pos.Variant().Cells() {
		err = errors.New("position string has no discs: every position of a game has some")
	}
	return pos, err
}

// given are the flags given on the command line, by name.
func given(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

// flagRange is the value of a flag of fs (name) that is bad where it lies
// outside what the flag takes (want).
type flagRange struct {
	bad        bool
	name, want string
}

// outOfRange is a usageError saying the first value of ranges that is
// bad, quoted as typed, or nil where none is.
func outOfRange(fs *flag.FlagSet, ranges []flagRange) error {
	for _, r := range ranges {
		if r.bad {
			return usagef("%s: want %s", typedFlag(fs, r.name), r.want)
		}
	}
	return nil
}

// notDash refuses "-" for a flag that names a file or a folder (what) the
// command keeps, which standard output cannot stand for as it does for
// render's --out: "./-" names one called "-".
func notDash(flag, value, what string) flagRange {
	return flagRange{value == "-", flag, fmt.Sprintf("%s's name, not standard output (./- names %s called -)", what, what)}
}

// timedPlayers says, for the help of --time, which players think for the
// time it gives, and which of the others stop at a time of their own, as
// their thinking line shows it: "for players 6, perfect, minimax and mcts
// (1, 2, …, greedy and random ignore it; 2, 3, 4 and 5 stop at their own
// 2s)".
func timedPlayers() string {
	const probe = time.Hour
	var timed, others []string
	capped := map[time.Duration][]string{}
	for _, k := range search.Kinds() {
		switch budget := search.BudgetOf(k.New(search.Options{Budget: probe}), 0); budget {
		case probe:
			timed = append(timed, k.Name)
		case 0:
			others = append(others, k.Name)
		default:
			others = append(others, k.Name)
			capped[budget] = append(capped[budget], k.Name)
		}
	}
	ignore := text.List(others, "and") + " ignore it"
	for _, budget := range slices.Sorted(maps.Keys(capped)) {
		ignore += fmt.Sprintf("; %s stop at their own %v", text.List(capped[budget], "and"), budget)
	}
	return fmt.Sprintf("for players %s (%s)", text.List(timed, "and"), ignore)
}

// engineLimitFlag registers --engine-limit, the longest an engine of
// another program may take for a move, 0 for the default.
func engineLimitFlag(fs *flag.FlagSet) *time.Duration {
	return positiveFlag(fs, "engine-limit", 0, "the default", "the longest an engine of another program may take for a move before it loses the game on time (0: ten times --time and 5s more); its start-up has 10s apart, or this where longer")
}

// engineLimitFault is the usageError of --engine-limit given (in set) where
// neither player, black nor white, is an engine of another program, the
// one kind it applies to; nil where it is not.
func engineLimitFault(set map[string]bool, black, white string) error {
	if set["engine-limit"] && !players.External(black) && !players.External(white) {
		return usagef("--engine-limit is for engines of other programs (nboard:COMMAND), and neither player is one; leave out --engine-limit")
	}
	return nil
}

// onBoard is the player kind as it plays on v (players.OnBoard), and what
// to say of it where that is not kind: a player asking for the learned
// evaluation on a board with none plays the handcrafted one.
func onBoard(kind string, v engine.Variant) (played, note string) {
	if played = players.OnBoard(kind, v); played != kind {
		note = fmt.Sprintf("%s: %s has no learned evaluation (8x8 alone has one); it plays with the handcrafted one, as %s", kind, v, played)
	}
	return played, note
}

// namesVar registers --names, kept in p (value unless given): how a flat
// board's cells are named; a sphere's keep their own names either way.
// more ends its help.
func namesVar(fs *flag.FlagSet, p *engine.Notation, value engine.Notation, more string) {
	*p = value
	fs.Var((*notationValue)(p), "names", "how a flat board's cells are named, a `notation`: standard (column, row: f5) or rowcol (row, column: ef)"+more)
}

// namesFlag is namesVar for a tool, standard unless given, as the game's.
func namesFlag(fs *flag.FlagSet) *engine.Notation {
	p := new(engine.Notation)
	namesVar(fs, p, engine.Standard, "")
	return p
}

// notationValue is --names's notation, read by engine.ParseNotation.
type notationValue engine.Notation

func (n *notationValue) Set(s string) error {
	v, err := engine.ParseNotation(s)
	if err != nil {
		return fmt.Errorf("--%w", err)
	}
	*n = notationValue(v)
	return nil
}

func (n *notationValue) String() string { return engine.Notation(*n).String() }

// themeVar registers --theme, kept in p (value unless given): one of
// offers, the others refused as they are parsed.
func themeVar(fs *flag.FlagSet, p *views.Theme, value views.Theme, offers []views.Theme, usage string) {
	*p = value
	fs.Var(&themeValue{p: p, offers: offers}, "theme", usage)
}

// themeValue is --theme's theme, read by views.ParseTheme.
type themeValue struct {
	p      *views.Theme
	offers []views.Theme
}

func (v *themeValue) Set(s string) error {
	if t, err := views.ParseTheme(s); err == nil && slices.Contains(v.offers, t) {
		*v.p = t
		return nil
	}
	names := make([]string, len(v.offers))
	for i, t := range v.offers {
		names[i] = t.String()
	}
	return fmt.Errorf("--theme %q: want %s", s, text.List(names, "or"))
}

func (v *themeValue) String() string {
	if v.p == nil {
		return views.Auto.String() // the flag package's zero value, for the help's defaults
	}
	return v.p.String()
}

// threadsFlag registers --threads: how many goroutines a search runs on,
// refused out of range as it is parsed.
func threadsFlag(fs *flag.FlagSet) *int {
	p := new(int)
	fs.Var((*threadsValue)(p), "threads", "`number` of goroutines the search runs on (0: one per core)")
	return p
}

// threadsValue is --threads's count, 0 to maxThreads.
type threadsValue int

func (t *threadsValue) Set(s string) error {
	// A count beyond an int's range is read as its end, and refused as such.
	n, err := strconv.ParseInt(s, 10, strconv.IntSize)
	switch {
	case err != nil && !errors.Is(err, strconv.ErrRange):
		return errors.New("parse error") // badFlag says it wants a whole number
	case n < 0:
		return wantError("0 (one per core) or more")
	case n > int64(maxThreads()):
		return wantError(fmt.Sprintf("at most %d, eight for each of this machine's %d cores", maxThreads(), runtime.NumCPU()))
	}
	*t = threadsValue(n)
	return nil
}

func (t *threadsValue) String() string { return strconv.Itoa(int(*t)) }
func (t *threadsValue) Get() any       { return int(*t) }

// maxThreads is the most goroutines a search may be asked to run on: more
// than the machine's cores, to measure a search on more threads than it
// has, but not so many that their stacks alone fill its memory.
func maxThreads() int { return 8 * runtime.NumCPU() }

// pathValue is a flag's file or folder, refused where given empty, which
// names none: want says what it takes ("the book's file").
type pathValue struct {
	p    *string
	want string
}

func (v *pathValue) Set(s string) error {
	if s == "" {
		return wantError(v.want)
	}
	*v.p = s
	return nil
}

func (v *pathValue) String() string {
	if v.p == nil {
		return ""
	}
	return *v.p
}

// pathVar defines a flag of a file or folder, kept in p, which refuses ""
// saying it wants want. Its usage names what it takes in backquotes
// ("the `file` ..."), as its help shows it.
func pathVar(fs *flag.FlagSet, p *string, name, value, want, usage string) {
	*p = value
	fs.Var(&pathValue{p: p, want: want}, name, usage)
}

// pathFlag is pathVar, the path returned.
func pathFlag(fs *flag.FlagSet, name, value, want, usage string) *string {
	p := new(string)
	pathVar(fs, p, name, value, want, usage)
	return p
}
