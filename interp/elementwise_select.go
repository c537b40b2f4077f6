package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.select and stablehlo.clamp: elementwise operations whose
// predicate or bounds may be scalars broadcast to every element.

// selectTensors computes out = pred ? t : f.
func selectTensors(pred, t, f, out *tensor.Tensor) error {
	p := pred.Bools()
	pstep := 1
	if pred.Rank() == 0 {
		pstep = 0
	} else if pred.Len() != out.Len() {
		return fmt.Errorf("predicate shape %v does not match %v", pred.Shape(), out.Shape())
	}
	if out.Len() == 0 {
		return nil
	}
	elem.Of(out).Select(p, pstep, t, f, out)
	return nil
}

func clampSteps(lo, hi *tensor.Tensor) (int, int) {
	ls, hs := 1, 1
	if lo.Rank() == 0 {
		ls = 0
	}
	if hi.Rank() == 0 {
		hs = 0
	}
	return ls, hs
}

// clampTensors computes out = minimum(maximum(x, lo), hi) with the
// maximum and minimum operations' semantics (NaN propagates).
func clampTensors(lo, x, hi, out *tensor.Tensor) error {
	ls, hs := clampSteps(lo, hi)
	if ls == 1 && lo.Len() != out.Len() || hs == 1 && hi.Len() != out.Len() {
		return fmt.Errorf("bound shapes %v and %v do not match %v", lo.Shape(), hi.Shape(), out.Shape())
	}
	if out.Len() == 0 {
		return nil
	}
	elem.Of(out).Clamp(lo, ls, x, hi, hs, out)
	return nil
}

// ternaryKernel wraps a computation out = g(a, b, c) whose result has the
// second operand's type.
func ternaryKernel(g func(a, b, c, out *tensor.Tensor) error) Kernel {
	return func(f *Frame, args []Value) ([]Value, error) {
		var ts [3]*tensor.Tensor
		for i := range ts {
			t, err := tensorArg(args[i])
			if err != nil {
				return nil, err
			}
			ts[i] = t
		}
		// Select and clamp write every element (or fail).
		out, err := f.newUninit(ts[1].Type())
		if err != nil {
			return nil, err
		}
		if err := g(ts[0], ts[1], ts[2], out); err != nil {
			return nil, err
		}
		return []Value{out}, nil
	}
}

func init() {
	register("stablehlo.select", func(c *OpContext) (Kernel, error) {
		return ternaryKernel(func(p, t, f, out *tensor.Tensor) error {
			if t.Len() != f.Len() {
				return fmt.Errorf("operand shapes %v and %v differ", t.Shape(), f.Shape())
			}
			return selectTensors(p, t, f, out)
		}), nil
	})
	register("stablehlo.clamp", func(c *OpContext) (Kernel, error) {
		if _, err := c.operandKind(1); err != nil {
			return nil, err
		}
		return ternaryKernel(clampTensors), nil
	})
}
