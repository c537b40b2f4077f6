package interp

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// RunOptions configure one execution.
type RunOptions struct {
	// Context cancels the execution.
	Context context.Context
	// ProbeDir receives interpreter.probe output (.npy files and index.csv).
	ProbeDir string
	// Output receives interpreter.print output (standard output when nil).
	Output io.Writer
	// Limits bounds the size of each tensor the execution may allocate.
	Limits tensor.Limits
	// MaxMemory bounds the bytes of the tensors the run holds at once
	// (values it allocated and has not released; arguments and constants
	// are not counted), for all processes of a grid together. An
	// allocation that would exceed it fails with a *MemoryError, wrapped in
	// an *OpError naming the operation. 0 means DefaultMaxMemory.
	MaxMemory int64
	// NoStorageCache keeps this run from taking over the storage that
	// earlier runs of the Program released and from leaving its own
	// released storage to later runs (see Program.ReleaseStorage). Grid
	// runs never do either.
	NoStorageCache bool
	// Memory, when set, receives the run's tensor memory statistics when
	// the run ends (for a grid, of all processes together).
	Memory *MemoryStats
	// ReplicaID and PartitionID identify the process running the program.
	ReplicaID, PartitionID int64
	// NumReplicas and NumPartitions give the size of the process grid that
	// Program.Run's single process belongs to (at least large enough to
	// hold it); the other processes are absent, so collectives that need
	// them fail. Program.RunGrid ignores them (see GridConfig).
	NumReplicas, NumPartitions int64
	// Infeed is the infeed queue: each entry is the payload of one
	// stablehlo.infeed, taken in order. The processes of a grid share it.
	Infeed [][]Value
	// Outfeed, when set, receives the payload of every stablehlo.outfeed
	// with the process that wrote it; calls are serialized.
	Outfeed func(ProcessID, []Value)
	// RngSeed selects the stream stablehlo.rng draws from (0 by default):
	// runs with the same seed produce the same values.
	RngSeed uint64
	// MaxCallDepth bounds how deeply func.call may nest (DefaultMaxCallDepth
	// when 0); a call beyond it fails with a *CallDepthError.
	MaxCallDepth int
	// Profiler, when set, is told about every executed operation (see
	// Profiler); the processes of a grid share it.
	Profiler Profiler
}

// Env is the mutable state of one execution (one process).
type Env struct {
	prog *Program
	opts RunOptions
	ctx  context.Context
	// proc is the process this execution is, within its grid.
	proc *process
	// callDepth is the number of function activations under way.
	callDepth int
	// depth is the region nesting depth of the running operation, kept
	// only while profiling.
	depth int
	// mem tracks the tensors the process owns and the run's budget.
	mem *memState
	// outs are the caller's result tensors of RunInto, nil otherwise.
	outs *outputs
	// scratch holds the process's reusable kernel buffers.
	scratch scratch
	// operands is a stack of the operand lists of the running operations
	// (Frame.run), so that an operation does not allocate its own.
	operands []Value
	// frames are finished function activations, for reuse by calls.
	frames []*Frame
	// one is the result list of kernels with one result (Frame.result1).
	one [1]Value
}

// Options returns the execution's options.
func (e *Env) Options() *RunOptions { return &e.opts }

// Program returns the program being executed.
func (e *Env) Program() *Program { return e.prog }

// Frame holds the values of one function activation; regions of the
// function's operations run in the same frame.
type Frame struct {
	env   *Env
	slots []Value
	// cur is the operation whose kernel is running.
	cur *op
}

// Env returns the execution environment.
func (f *Frame) Env() *Env { return f.env }

// result1 returns the result list of a kernel with the single result v,
// without allocating one: the list is the Env's, and Frame.run stores its
// value before another kernel of the process runs. A kernel returns it
// last, after every region it runs has ended.
func (f *Frame) result1(v Value) []Value {
	f.env.one[0] = v
	return f.env.one[:]
}

// New allocates a tensor within the execution's limits and memory budget.
// The tensor belongs to the run: it is released when no value slot holds
// it any more.
func (f *Frame) New(t tensor.Type) (*tensor.Tensor, error) {
	r, _, err := f.newFresh(t)
	return r, err
}

// newFresh is New that also reports whether every element is as
// tensor.New sets it (zero bits for most kinds): true for new storage and
// for a released tensor's (tensor.Reuse clears it), false for an output
// the caller of RunInto provided, whose contents are unspecified.
func (f *Frame) newFresh(t tensor.Type) (*tensor.Tensor, bool, error) {
	return f.alloc(t, true)
}

// newUninit is New for a kernel that writes every element of the result
// before reading any: the elements are unspecified, so that large storage
// is neither cleared when allocated nor when taken from released tensors.
func (f *Frame) newUninit(t tensor.Type) (*tensor.Tensor, error) {
	r, _, err := f.alloc(t, false)
	return r, err
}

// alloc allocates the result of the running operation: in the caller's
// output under RunInto, else from the run's memory, zero-filled when zero
// is set. It reports whether the elements are as tensor.New sets them.
func (f *Frame) alloc(t tensor.Type, zero bool) (*tensor.Tensor, bool, error) {
	if w := f.env.outs; w != nil && f.env.callDepth == 1 && f.cur != nil {
		if out := w.take(f.cur, t); out != nil {
			if f.env.mem != nil {
				if err := f.env.mem.adopt(out); err != nil {
					return nil, false, err
				}
			}
			return out, false, nil
		}
	}
	if f.env.mem == nil {
		if !zero {
			r, err := f.env.opts.Limits.NewUninit(t)
			return r, false, err
		}
		r, err := f.env.opts.Limits.New(t)
		return r, err == nil, err
	}
	r, err := f.env.mem.alloc(f.env.opts.Limits, t, zero)
	return r, zero && err == nil, err
}

// Run executes the function called name with args. It checks the number and
// types of the arguments against the function's signature.
//
// The arguments stay the caller's: the run never writes into them. A
// result may be an argument itself (when the function returns it
// unchanged); every other result is new and belongs to the caller. Values
// the run no longer needs are released as it goes, and RunOptions.MaxMemory
// bounds the bytes it holds at once.
func (p *Program) Run(name string, args []Value, opts RunOptions) ([]Value, error) {
	fn := p.funcs[name]
	if fn == nil {
		return nil, fmt.Errorf("no function @%s in the module", name)
	}
	res, err := p.run(fn, args, opts, nil)
	if err != nil {
		return nil, err
	}
	return p.unshare(res), nil
}

// run executes fn as one process; with outs, the operations of its body
// that define results allocate them in the caller's tensors.
func (p *Program) run(fn *Function, args []Value, opts RunOptions, outs *outputs) ([]Value, error) {
	if opts.Context == nil {
		opts.Context = context.Background()
	}
	if opts.Limits == (tensor.Limits{}) {
		opts.Limits = tensor.DefaultLimits()
	}
	if err := checkArgs(fn, args); err != nil {
		return nil, err
	}
	if opts.ReplicaID < 0 || opts.PartitionID < 0 {
		return nil, fmt.Errorf("process (%d, %d): replica and partition ids must not be negative", opts.ReplicaID, opts.PartitionID)
	}
	if err := CheckGridShape(max(opts.NumReplicas, opts.ReplicaID+1), max(opts.NumPartitions, opts.PartitionID+1)); err != nil {
		return nil, err
	}
	acct := newAccountant(opts.MaxMemory)
	env := &Env{prog: p, opts: opts, ctx: opts.Context, mem: newMemState(acct), outs: outs}
	p.startStore(env.mem, opts)
	env.proc = standaloneProcess(fn.Name, opts)
	res, err := env.call(fn, args)
	env.proc.g.finish(env.proc, err)
	p.finishStore(env.mem, err)
	if opts.Memory != nil {
		*opts.Memory = acct.stats()
	}
	return res, err
}

// unshare replaces the program's constants among results by copies, so
// that callers may write the results they own.
func (p *Program) unshare(res []Value) []Value {
	for i, v := range res {
		switch x := v.(type) {
		case *tensor.Tensor:
			if p.constants[x] {
				res[i] = x.Clone()
			}
		case Tuple:
			res[i] = Tuple(p.unshare(append([]Value(nil), x...)))
		}
	}
	return res
}

// checkArgs validates arguments against a function's parameter types.
func checkArgs(fn *Function, args []Value) error {
	if len(args) != len(fn.Params) {
		return &ArgumentError{Function: fn.Name, Index: -1, Want: fmt.Sprint(len(fn.Params)), Got: fmt.Sprint(len(args))}
	}
	for i, a := range args {
		if err := checkValue(fn.Params[i], a); err != nil {
			return &ArgumentError{Function: fn.Name, Index: i, Want: fn.Params[i].String(), Got: describe(a), detail: err}
		}
	}
	return nil
}

func checkValue(t ValueType, v Value) error {
	switch {
	case t.Tensor != nil:
		tt, ok := v.(*tensor.Tensor)
		if !ok {
			return fmt.Errorf("expected %s, got %s", t, describe(v))
		}
		if !compatible(*t.Tensor, tt.Type()) {
			return fmt.Errorf("expected %s, got %s", t, tt.Type())
		}
	case t.Token:
		if _, ok := v.(Token); !ok {
			return fmt.Errorf("expected %s, got %s", t, describe(v))
		}
	case t.IsTuple:
		tu, ok := v.(Tuple)
		if !ok || len(tu) != len(t.Tuple) {
			return fmt.Errorf("expected %s, got %s", t, describe(v))
		}
		for i := range tu {
			if err := checkValue(t.Tuple[i], tu[i]); err != nil {
				return err
			}
		}
	}
	return nil
}

// compatible reports whether a value of type got fits the static type want
// (dynamic dimensions match any size).
func compatible(want, got tensor.Type) bool {
	if want.Kind != got.Kind || len(want.Shape) != len(got.Shape) {
		return false
	}
	for i, d := range want.Shape {
		if d != tensor.DynamicDim && d != got.Shape[i] {
			return false
		}
	}
	return (want.Quant == nil) == (got.Quant == nil)
}

// describe names a value's kind for error messages.
func describe(v Value) string {
	switch x := v.(type) {
	case *tensor.Tensor:
		return x.Type().String()
	case Token:
		return "!stablehlo.token"
	case Tuple:
		return fmt.Sprintf("a tuple of %d values", len(x))
	}
	return fmt.Sprintf("%T", v)
}

// Call runs another function of the program (func.call).
func (e *Env) Call(name string, args []Value) ([]Value, error) {
	fn := e.prog.funcs[name]
	if fn == nil {
		return nil, fmt.Errorf("no function @%s in the module", name)
	}
	return e.call(fn, args)
}

func (e *Env) call(fn *Function, args []Value) ([]Value, error) {
	if fn.declaration {
		return nil, fmt.Errorf("function @%s has no body", fn.Name)
	}
	if err := e.enter(fn); err != nil {
		return nil, err
	}
	defer e.leave()
	f := e.newFrame(fn.numSlots)
	defer e.freeFrame(f)
	f.bindArgs(args)
	var res []Value
	var err error
	if e.callDepth%callsPerStack == 0 {
		res, err = runOnFreshStack(func() ([]Value, error) { return f.run(fn.body, args, true) })
	} else {
		res, err = f.run(fn.body, args, true)
	}
	if err != nil {
		return nil, err
	}
	// The callee's results may be its arguments: those stay.
	f.unbindArgs(args, res)
	return res, nil
}

// framesKept bounds the finished activations an Env keeps for reuse.
const framesKept = 16

// newFrame returns a frame of n empty slots, reusing a finished one when
// there is one.
func (e *Env) newFrame(n int) *Frame {
	if k := len(e.frames); k > 0 {
		f := e.frames[k-1]
		e.frames = e.frames[:k-1]
		if cap(f.slots) >= n {
			f.slots = f.slots[:n]
			return f
		}
		f.slots = make([]Value, n)
		return f
	}
	return &Frame{env: e, slots: make([]Value, n)}
}

// freeFrame takes back the frame of a finished activation. Nothing keeps
// a Frame beyond the kernel it was given to.
func (e *Env) freeFrame(f *Frame) {
	clear(f.slots)
	f.cur = nil
	if len(e.frames) < framesKept {
		e.frames = append(e.frames, f)
	}
}

// pushOperands returns an empty operand list of length n on top of the
// Env's stack, and the stack's previous height for popOperands.
func (e *Env) pushOperands(n int) ([]Value, int) {
	top := len(e.operands)
	if cap(e.operands)-top < n {
		// The operations running below keep their lists in the old
		// array.
		grown := make([]Value, top, 2*cap(e.operands)+n)
		copy(grown, e.operands)
		e.operands = grown
	}
	e.operands = e.operands[:top+n]
	return e.operands[top : top+n : top+n], top
}

// popOperands drops the lists above height top (none when top is
// negative).
func (e *Env) popOperands(top int) {
	if top < 0 {
		return
	}
	clear(e.operands[top:])
	e.operands = e.operands[:top]
}

// Run executes a region in this frame: binds its arguments, runs its
// operations and returns the values its terminator yields. The run keeps no
// claim on the results: a caller that needs them beyond its own operation
// copies them.
func (f *Frame) Run(r *Region, args []Value) (_ []Value, err error) {
	return f.run(r, args, false)
}

// run is Run; with handOn, results the region made stay owned by the
// process (for control flow, which passes them on as its own results or
// as the next iteration's arguments) and are released when the operation
// running the region ends unless a slot holds them by then.
func (f *Frame) run(r *Region, args []Value, handOn bool) (_ []Value, err error) {
	if len(args) != len(r.args) {
		return nil, fmt.Errorf("region takes %d arguments, got %d", len(r.args), len(args))
	}
	m := f.env.mem
	for i, id := range r.args {
		f.slots[id] = args[i]
		if m != nil {
			m.hold(args[i])
			if !handOn {
				// The kernel binding them may read the arguments after
				// the region released them, and keeps its own claim on
				// them: their storage is never reused. Kernels running
				// regions with handOn bind the arguments themselves
				// (Frame.bindArgs), which holds the storage of those
				// the region releases until the kernel lets go.
				m.keep(args[i])
				m.pinTensor(args[i])
			}
		}
	}
	if m != nil {
		for _, id := range r.deadArgs {
			v := f.slots[id]
			f.slots[id] = nil
			m.drop(v, false, false)
		}
	}
	// A panic in a kernel becomes an *InternalError naming the operation.
	var cur *op
	defer func() {
		if p := recover(); p != nil {
			err = internalError(p, cur)
		}
	}()
	outer := f.cur
	defer func() { f.cur = outer }()
	for _, o := range r.ops {
		cur = o
		if err := f.Canceled(); err != nil {
			return nil, &OpError{Op: o.name, Loc: o.loc, Err: err}
		}
		// The operand list lives until the results are stored: a
		// kernel may return it as its results. Operations that hand
		// their operands to other processes get a list of their own.
		var in []Value
		top := -1
		if o.escapes {
			in = make([]Value, len(o.in))
		} else {
			in, top = f.env.pushOperands(len(o.in))
		}
		for i, id := range o.in {
			in[i] = f.slots[id]
		}
		if m != nil {
			m.enter()
			for _, id := range o.dieIn {
				v := f.slots[id]
				f.slots[id] = nil
				m.drop(v, false, false)
			}
		}
		f.cur = o
		var out []Value
		var err error
		if p := f.env.opts.Profiler; p != nil {
			out, err = f.runProfiled(p, o, in)
		} else {
			out, err = o.kernel(f, in)
		}
		f.cur = outer
		if err == nil && len(out) != len(o.out) {
			err = &OpError{Op: o.name, Loc: o.loc, Err: fmt.Errorf("kernel returned %d results, want %d", len(out), len(o.out))}
		}
		if err != nil {
			if m != nil {
				m.leave()
			}
			f.env.popOperands(top)
			var oe *OpError
			if errors.As(err, &oe) {
				return nil, err
			}
			return nil, &OpError{Op: o.name, Loc: o.loc, Err: err}
		}
		for i, id := range o.out {
			f.slots[id] = out[i]
		}
		if m != nil {
			for _, v := range out {
				m.hold(v)
			}
			if o.escapes {
				m.pin(in)
				m.pin(out)
			}
			for _, id := range o.dieAfter {
				v := f.slots[id]
				f.slots[id] = nil
				m.drop(v, true, true)
			}
			m.leave()
		}
		// The Env's list of one result (result1) holds no value beyond
		// this point.
		f.env.one[0] = nil
		f.env.popOperands(top)
	}
	res := make([]Value, len(r.results))
	for i, id := range r.results {
		res[i] = f.slots[id]
	}
	if m != nil {
		for _, id := range r.exitRelease {
			v := f.slots[id]
			f.slots[id] = nil
			m.drop(v, !handOn, false)
		}
	}
	return res, nil
}
