package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/fold"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// The reduction of all_reduce, reduce_scatter and cross-replica-sum: the
// members' tensors are folded elementwise, in group order, with the
// operation's computation region. A region that is a single add, multiply,
// maximum, minimum, and, or or of its two arguments runs as a typed loop
// over whole tensors; any other region runs once per element.

// detectReduceOp recognises a region `(a, b) -> op(a, b)` (or op(b, a), for
// every element kind) for element type t; fold.None otherwise.
func detectReduceOp(r *Region, t tensor.Type) fold.Op {
	return matchCombiner(r, t.Kind, t.Quant, true)
}

// reducer folds tensors of equal shape elementwise.
type reducer struct {
	region *Region
	// kinds holds, per operand, the element kind of its result, and quants
	// its quantized element type (nil for others): quantized members are
	// folded by running the region on quantized scalars.
	kinds  []tensor.Kind
	quants []*tensor.Quant
	fast   []fold.Op
}

func newReducer(c *OpContext, what string) (*reducer, error) {
	if len(c.Regions) != 1 {
		return nil, c.Errorf("expected a %s region", what)
	}
	r := &reducer{region: c.Regions[0]}
	for i := range c.Results {
		t, err := c.resultTensorType(i)
		if err != nil {
			return nil, err
		}
		r.kinds = append(r.kinds, t.Kind)
		r.quants = append(r.quants, t.Quant)
		r.fast = append(r.fast, detectReduceOp(r.region, t))
	}
	return r, nil
}

// reduce folds xs, in order, into a new tensor of the i-th result's kind.
// A single tensor of that kind is returned as it is.
func (r *reducer) reduce(f *Frame, i int, xs []*tensor.Tensor) (*tensor.Tensor, error) {
	k := r.kinds[i]
	ys := make([]*tensor.Tensor, len(xs))
	q := r.quants[i]
	for j, x := range xs {
		y := x
		if xq := x.Type().Quant; xq != nil || q != nil {
			// Quantized members are folded as they are: the verifier
			// gives them the result's element type.
			if xq == nil || q == nil || x.Kind() != k {
				return nil, fmt.Errorf("cannot reduce %s into %s", x.Type(), tensor.Type{Kind: k, Quant: q})
			}
		} else {
			var err error
			if y, err = promoteTo(f, x, k); err != nil {
				return nil, err
			}
		}
		if j > 0 && y.Len() != ys[0].Len() {
			return nil, fmt.Errorf("cannot reduce %s with %s", ys[0].Type(), y.Type())
		}
		ys[j] = y
	}
	if len(ys) == 1 {
		return ys[0], nil
	}
	acc, err := copyTensor(f, ys[0])
	if err != nil {
		return nil, err
	}
	if op := r.fast[i]; op != fold.None {
		for _, y := range ys[1:] {
			fold.Into(op, acc, y)
		}
		return acc, nil
	}
	if r.region == nil {
		return nil, fmt.Errorf("no reduction for %s", k)
	}
	if r.compiled(acc, ys[1:]) {
		return acc, nil
	}
	return r.slow(f, acc, ys[1:], k, q)
}

// compiled folds ys into acc with the region compiled to scalar code
// (scalar_region.go); false when the region is not compiled.
func (r *reducer) compiled(acc *tensor.Tensor, ys []*tensor.Tensor) bool {
	prog := r.region.scalarRegion()
	if prog == nil || len(prog.args) != 2 || len(prog.results) != 1 {
		return false
	}
	loadAcc, store := regLoader(prog.args[0], acc), regStorer(prog.results[0], acc)
	loads := make([]func(*scalarRegs, int), len(ys))
	for j, y := range ys {
		if loads[j] = regLoader(prog.args[1], y); loads[j] == nil {
			return false
		}
	}
	if loadAcc == nil || store == nil || prog.results[0].kind != prog.args[0].kind {
		return false
	}
	move := regMover(prog.args[0], prog.results[0])
	regs := prog.newRegs()
	for e, n := 0, acc.Len(); e < n; e++ {
		loadAcc(regs, e)
		for _, load := range loads {
			load(regs, e)
			prog.run(regs)
			move(regs)
		}
		store(regs, e)
	}
	return true
}

// slow runs the region once per element and member.
func (r *reducer) slow(f *Frame, acc *tensor.Tensor, ys []*tensor.Tensor, k tensor.Kind, q *tensor.Quant) (*tensor.Tensor, error) {
	st := tensor.Type{Kind: k, Shape: []int64{}, Quant: q}
	for e := 0; e < acc.Len(); e++ {
		a, err := f.New(st)
		if err != nil {
			return nil, err
		}
		copyBlocks(a, acc, 1, 1, 0, 0, e, 0)
		for _, y := range ys {
			b, err := f.New(st)
			if err != nil {
				return nil, err
			}
			copyBlocks(b, y, 1, 1, 0, 0, e, 0)
			res, err := f.Run(r.region, []Value{a, b})
			if err != nil {
				return nil, err
			}
			if len(res) != 1 {
				return nil, fmt.Errorf("the reduction region returned %d values, want 1", len(res))
			}
			t, ok := res[0].(*tensor.Tensor)
			if !ok || t.Kind() != k || t.Len() != 1 {
				return nil, fmt.Errorf("the reduction region returned %s, want a single %s element", describe(res[0]), k)
			}
			a = t
		}
		copyBlocks(acc, a, 1, 1, e, 0, 0, 0)
	}
	return acc, nil
}
