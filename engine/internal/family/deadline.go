package family

import (
	"context"
	"time"
)

// Deadline says when a search stops: when its context is done, or when
// the clock has passed the context's deadline. The search reads the clock
// itself because the context's timer ends the context from a goroutine of
// its own, which waits for a free core while the solver's goroutines hold
// every one.
type Deadline struct {
	Ctx context.Context
	At  time.Time // the context's deadline; zero for none
	Now func() time.Time
}

// DeadlineOf is the deadline of ctx, read on ctx's clock (ClockOf).
func DeadlineOf(ctx context.Context) Deadline {
	at, _ := ctx.Deadline()
	return Deadline{Ctx: ctx, At: at, Now: ClockOf(ctx)}
}

type clockKey struct{}

// WithClock returns ctx with now as the clock its searches read, their
// budgets and deadlines included, in place of time.Now: a test's clock
// that moves as the search reads it, so that the search meets its deadline
// in its own steps, on any machine.
func WithClock(ctx context.Context, now func() time.Time) context.Context {
	return context.WithValue(ctx, clockKey{}, now)
}

// ClockOf is the clock the searches under ctx read: WithClock's, else
// time.Now.
func ClockOf(ctx context.Context) func() time.Time {
	if now, ok := ctx.Value(clockKey{}).(func() time.Time); ok {
		return now
	}
	return time.Now
}

// Passed says whether the clock has passed the deadline.
func (d Deadline) Passed() bool { return !d.At.IsZero() && !d.Now().Before(d.At) }

// Err returns the context's error, or, once the clock has passed the
// deadline, the error the context is about to have.
func (d Deadline) Err() error {
	if err := d.Ctx.Err(); err != nil {
		return err
	}
	if d.Passed() {
		return context.DeadlineExceeded
	}
	return nil
}
