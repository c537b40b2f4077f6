package interp

import (
	"time"
)

// OpEvent describes one executed operation, as reported to a Profiler.
type OpEvent struct {
	// Op is the operation's name, e.g. "stablehlo.add".
	Op string
	// Loc is the operation's source location ("" when unknown).
	Loc string
	// Start is when the operation began; Duration is how long it ran,
	// including the operations of the regions it ran.
	Start    time.Time
	Duration time.Duration
	// Depth is the region nesting depth: 0 for the operations of the
	// called function's body, 1 for the operations of their regions (and
	// of the functions they call), and so on.
	Depth int
	// Process is the process of the grid that ran the operation ((0, 0)
	// for Program.Run unless RunOptions say otherwise).
	Process ProcessID
	// Failed reports that the operation returned an error.
	Failed bool
}

// Profiler observes the operations an execution runs. OpEnd is called once
// per executed operation, after it finished; an operation's nested
// operations end, and are reported, before it. The processes of a grid run
// concurrently and share the Profiler, so OpEnd must be safe for concurrent
// use. A Profiler costs one nil check per operation when it is not set.
type Profiler interface {
	OpEnd(ev OpEvent)
}

// ProfilerFunc adapts a function to the Profiler interface.
type ProfilerFunc func(OpEvent)

// OpEnd calls fn(ev).
func (fn ProfilerFunc) OpEnd(ev OpEvent) { fn(ev) }

// runProfiled runs one operation's kernel and reports it to p.
func (f *Frame) runProfiled(p Profiler, o *op, in []Value) ([]Value, error) {
	e := f.env
	depth := e.depth
	e.depth++
	start := time.Now()
	out, err := o.kernel(f, in)
	d := time.Since(start)
	e.depth--
	ev := OpEvent{Op: o.name, Loc: o.loc, Start: start, Duration: d, Depth: depth, Failed: err != nil}
	if e.proc != nil {
		ev.Process = e.proc.id
	}
	p.OpEnd(ev)
	return out, err
}
