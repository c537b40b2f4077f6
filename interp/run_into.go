package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// OutputError reports an output tensor of Program.RunInto that does not
// fit the function's result.
type OutputError struct {
	// Function is the function being run.
	Function string
	// Index is the position of the result, or -1 when the number of
	// outputs is wrong.
	Index int
	// Want and Got are the result's type and the output's (for a wrong
	// count: the numbers of results and of outputs).
	Want, Got string
}

// Error describes the mismatch.
func (e *OutputError) Error() string {
	if e.Index < 0 {
		return fmt.Sprintf("function @%s has %s results, got %s output tensors", e.Function, e.Want, e.Got)
	}
	return fmt.Sprintf("function @%s, output %d: the result has type %s, the output tensor %s", e.Function, e.Index, e.Want, e.Got)
}

// outputs are the caller's tensors of a RunInto, for one process.
type outputs struct {
	outs []*tensor.Tensor
	plan *outputPlan
	// given flags the outputs already handed to a kernel.
	given    []bool
	givenBuf [4]bool
}

// newOutputs prepares the outputs of one run of fn.
func newOutputs(fn *Function, outs []*tensor.Tensor) *outputs {
	w := &outputs{outs: outs, plan: fn.plan()}
	w.given = w.givenBuf[:0]
	if len(outs) > len(w.givenBuf) {
		w.given = make([]bool, 0, len(outs))
	}
	w.given = w.given[:len(outs)]
	return w
}

// outputPlan is what RunInto needs to know of a function's body, derived
// once per function.
type outputPlan struct {
	// byOp maps the top-level operations of the body that define results
	// to the indices of those results. Operations whose values leave the
	// frame (collectives, tuples, outfeed, custom calls) have no entry:
	// their results are copied.
	byOp map[*op][]int
}

// plan derives the outputPlan of fn.
func (fn *Function) plan() *outputPlan {
	fn.planOnce.Do(func() {
		pl := &outputPlan{byOp: map[*op][]int{}}
		slot := map[int][]int{}
		for i, id := range fn.body.results {
			slot[id] = append(slot[id], i)
		}
		for _, o := range fn.body.ops {
			if o.escapes {
				continue
			}
			var idx []int
			for _, id := range o.out {
				idx = append(idx, slot[id]...)
			}
			if len(idx) > 0 {
				pl.byOp[o] = idx
			}
		}
		fn.outPlan = pl
	})
	return fn.outPlan
}

// pick returns the index of an output not yet handed out that receives a
// result of type t defined by the top-level operation o, or -1.
func (w *outputs) pick(o *op, t tensor.Type) int {
	for _, i := range w.plan.byOp[o] {
		if !w.given[i] && w.outs[i].Type().Equal(t) {
			return i
		}
	}
	return -1
}

// take returns the output tensor that receives a result of type t of the
// running top-level operation o, zeroed when zero is set (with the
// caller's contents otherwise, for a kernel that writes every element),
// or nil when o defines no such result (or its output was handed out
// already).
func (w *outputs) take(o *op, t tensor.Type, zero bool) *tensor.Tensor {
	i := w.pick(o, t)
	if i < 0 {
		return nil
	}
	w.given[i] = true
	if zero {
		w.outs[i].Zero()
	}
	return w.outs[i]
}

// checkOutputs validates the output tensors of a run of fn with args:
// one per result, each of the result's type, none nil, none given twice
// and none an argument.
func checkOutputs(fn *Function, args []Value, outs []*tensor.Tensor) error {
	name := fn.Name
	if len(outs) != len(fn.Results) {
		return &OutputError{Function: name, Index: -1, Want: fmt.Sprint(len(fn.Results)), Got: fmt.Sprint(len(outs))}
	}
	for i, out := range outs {
		rt := fn.Results[i]
		switch {
		case out == nil:
			return &OutputError{Function: name, Index: i, Want: rt.String(), Got: "is nil"}
		case rt.Tensor == nil || !compatible(*rt.Tensor, out.Type()) || !rt.Tensor.Quant.Equal(out.Type().Quant):
			return &OutputError{Function: name, Index: i, Want: rt.String(), Got: "has type " + out.Type().String()}
		}
		for k := 0; k < i; k++ {
			if outs[k] == out {
				return &OutputError{Function: name, Index: i, Want: rt.String(), Got: fmt.Sprintf("is output %d too", k)}
			}
		}
		for k, a := range args {
			if a == Value(out) {
				return &OutputError{Function: name, Index: i, Want: rt.String(), Got: fmt.Sprintf("is argument %d", k)}
			}
		}
	}
	if fn.declaration || fn.body == nil {
		return fmt.Errorf("function @%s has no body", name)
	}
	return nil
}

// deliver puts the results of a run into the caller's outputs: a result
// computed in its output is already there; any other is copied once.
func deliver(name string, res []Value, outs []*tensor.Tensor) error {
	// A result held in another output (an output that received an
	// intermediate value of a kernel) is copied out before that output
	// receives its own result.
	for i, v := range res {
		for k, out := range outs {
			if k != i && v == Value(out) {
				res[i] = out.Clone()
			}
		}
	}
	for i, v := range res {
		r, ok := v.(*tensor.Tensor)
		if !ok {
			return &OutputError{Function: name, Index: i, Want: describe(v), Got: "is a tensor"}
		}
		if r == outs[i] {
			continue
		}
		if !r.Type().Equal(outs[i].Type()) {
			return &OutputError{Function: name, Index: i, Want: r.Type().String(), Got: "has type " + outs[i].Type().String()}
		}
		if err := outs[i].CopyFrom(r); err != nil {
			return fmt.Errorf("function @%s, output %d: %w", name, i, err)
		}
	}
	return nil
}

// RunInto runs the function called name with args, as Run does, and writes
// its results into outs, one tensor per result, each of the result's type
// (checked before the run, and again against the computed result when the
// function's result type has dynamic dimensions).
//
// The top-level operation of the function's body that defines a result
// computes it in the caller's tensor, which then serves as that
// operation's result buffer (in place of a new tensor, or of an operand it
// would otherwise overwrite): the result is neither allocated nor copied.
// A result made any other way (an argument or a constant returned
// unchanged, a value computed in a called function or in a region, the
// result of a collective, tuple or custom call) is copied into the
// caller's tensor once, when the run ends. The run never reads an output's
// previous contents.
//
// The outputs must be distinct tensors and none may be an argument (both
// are checked); they must not share memory with the arguments or each
// other in any other way (tensor.FromSlice over one slice), nor be read or
// written while the run lasts. On an error their contents are
// unspecified. Outputs handed to the run count against
// RunOptions.MaxMemory like its other tensors.
func (p *Program) RunInto(name string, args []Value, outs []*tensor.Tensor, opts RunOptions) error {
	fn := p.funcs[name]
	if fn == nil {
		return fmt.Errorf("no function @%s in the module", name)
	}
	if err := checkOutputs(fn, args, outs); err != nil {
		return err
	}
	res, err := p.run(fn, args, opts, newOutputs(fn, outs))
	if err != nil {
		return err
	}
	return deliver(name, res, outs)
}
