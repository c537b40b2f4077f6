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

// outputs are the caller's tensors of a RunInto.
type outputs struct {
	outs []*tensor.Tensor
	plan *outputPlan
	// given flags the outputs already handed to a kernel.
	given    []bool
	givenBuf [4]bool
}

// outputPlan is what RunInto needs to know of a function's body, derived
// once per function.
type outputPlan struct {
	// byOp maps the operations of the body to the indices of the results
	// they define; every top-level operation has an entry.
	byOp map[*op][]int
	// early is set when no operation lets values leave the frame, so that
	// an output may also hold an intermediate value of its type.
	early bool
}

// plan derives the outputPlan of fn.
func (fn *Function) plan() *outputPlan {
	fn.planOnce.Do(func() {
		pl := &outputPlan{byOp: map[*op][]int{}, early: true}
		slot := map[int][]int{}
		for i, id := range fn.body.results {
			slot[id] = append(slot[id], i)
		}
		var walk func(r *Region)
		walk = func(r *Region) {
			for _, o := range r.ops {
				if o.escapes {
					pl.early = false
				}
				for _, sub := range o.regions {
					walk(sub)
				}
			}
		}
		walk(fn.body)
		for _, o := range fn.body.ops {
			idx := []int{}
			for _, id := range o.out {
				idx = append(idx, slot[id]...)
			}
			pl.byOp[o] = idx
		}
		fn.outPlan = pl
	})
	return fn.outPlan
}

// take returns an output tensor of type t for the running top-level
// operation o, or nil: one of the results o defines, else (when the plan
// allows) any output not yet handed out, which then holds an intermediate
// value until it is overwritten or the run ends.
func (w *outputs) take(o *op, t tensor.Type) *tensor.Tensor {
	idx, top := w.plan.byOp[o]
	if !top {
		return nil
	}
	pick := -1
	for _, i := range idx {
		if !w.given[i] && w.outs[i].Type().Equal(t) {
			pick = i
			break
		}
	}
	if pick < 0 && w.plan.early {
		for i, out := range w.outs {
			if !w.given[i] && out.Type().Equal(t) {
				pick = i
				break
			}
		}
	}
	if pick < 0 {
		return nil
	}
	w.given[pick] = true
	w.outs[pick].Zero()
	return w.outs[pick]
}

// RunInto runs the function called name with args, as Run does, and writes
// its results into outs, one tensor per result, each of the result's type
// (checked before the run, and again against the computed result when the
// function's result type has dynamic dimensions).
//
// The outputs serve as the run's own buffers: an operation of the
// function's body that defines a result allocates it in the caller's
// tensor, and (unless the function hands values outside the run, through
// collectives, tuples or outfeed) the first operation of the body to
// allocate a tensor of an output's type gets that output instead, so that
// a chain of operations computing in place ends in the caller's tensor.
// The result is then neither allocated nor copied. A result made any other
// way (an argument or a constant returned unchanged, a value computed in a
// called function) is copied into the caller's tensor when the run ends.
// The output tensors must not alias the arguments or each other, nor be
// read or written while the run lasts: they may hold intermediate values.
// On an error their contents are unspecified. Outputs handed to the run
// count against RunOptions.MaxMemory like its other tensors.
func (p *Program) RunInto(name string, args []Value, outs []*tensor.Tensor, opts RunOptions) error {
	fn := p.funcs[name]
	if fn == nil {
		return fmt.Errorf("no function @%s in the module", name)
	}
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
	}
	if fn.declaration || fn.body == nil {
		return fmt.Errorf("function @%s has no body", name)
	}
	w := &outputs{outs: outs, plan: fn.plan()}
	w.given = w.givenBuf[:0]
	if len(outs) > len(w.givenBuf) {
		w.given = make([]bool, 0, len(outs))
	}
	w.given = w.given[:len(outs)]
	res, err := p.run(fn, args, opts, w)
	if err != nil {
		return err
	}
	// A result held in another output is copied out before that output
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
