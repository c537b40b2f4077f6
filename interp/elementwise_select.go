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

// clampLoop computes out[i] = lower(upper(x[i], lo[i*ls]), hi[i*hs]) where
// upper is maximum and lower is minimum in the family's conversion C.
func clampLoop[T any, C any](lo []T, ls int, x []T, hi []T, hs int, out []T,
	mx, mn func(a, b C) C, to func(T) C, from func(C) T) {
	for i := range out {
		out[i] = from(mn(mx(to(x[i]), to(lo[i*ls])), to(hi[i*hs])))
	}
}

func widenS[T signedElem](x T) int64        { return int64(x) }
func narrowS[T signedElem](x int64) T       { return T(x) }
func widenU[T unsignedElem](x T) uint64     { return uint64(x) }
func narrowU[T unsignedElem](x uint64) T    { return T(x) }
func widenF[T floatElem](x T) float64       { return float64(x) }
func narrowF[T floatElem](x float64) T      { return T(x) }
func widenC[T complexElem](x T) complex128  { return complex128(x) }
func narrowC[T complexElem](x complex128) T { return T(x) }
func identityB(x bool) bool                 { return x }
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
	mxS := func(a, b int64) int64 { return max(a, b) }
	mnS := func(a, b int64) int64 { return min(a, b) }
	mxU := func(a, b uint64) uint64 { return max(a, b) }
	mnU := func(a, b uint64) uint64 { return min(a, b) }
	switch o := out.Storage().(type) {
	case []bool:
		clampLoop(lo.Bools(), ls, x.Bools(), hi.Bools(), hs, o,
			func(a, b bool) bool { return a || b }, func(a, b bool) bool { return a && b }, identityB, identityB)
	case []int8:
		clampLoop(lo.Int8s(), ls, x.Int8s(), hi.Int8s(), hs, o, mxS, mnS, widenS[int8], narrowS[int8])
	case []int16:
		clampLoop(lo.Int16s(), ls, x.Int16s(), hi.Int16s(), hs, o, mxS, mnS, widenS[int16], narrowS[int16])
	case []int32:
		clampLoop(lo.Int32s(), ls, x.Int32s(), hi.Int32s(), hs, o, mxS, mnS, widenS[int32], narrowS[int32])
	case []int64:
		clampLoop(lo.Int64s(), ls, x.Int64s(), hi.Int64s(), hs, o, mxS, mnS, widenS[int64], narrowS[int64])
	case []uint8:
		clampLoop(lo.Uint8s(), ls, x.Uint8s(), hi.Uint8s(), hs, o, mxU, mnU, widenU[uint8], narrowU[uint8])
	case []uint16:
		clampLoop(lo.Uint16s(), ls, x.Uint16s(), hi.Uint16s(), hs, o, mxU, mnU, widenU[uint16], narrowU[uint16])
	case []uint32:
		clampLoop(lo.Uint32s(), ls, x.Uint32s(), hi.Uint32s(), hs, o, mxU, mnU, widenU[uint32], narrowU[uint32])
	case []uint64:
		clampLoop(lo.Uint64s(), ls, x.Uint64s(), hi.Uint64s(), hs, o, mxU, mnU, widenU[uint64], narrowU[uint64])
	case []float32:
		clampLoop(lo.Float32s(), ls, x.Float32s(), hi.Float32s(), hs, o, maxF, minF, widenF[float32], narrowF[float32])
	case []float64:
		clampLoop(lo.Float64s(), ls, x.Float64s(), hi.Float64s(), hs, o, maxF, minF, widenF[float64], narrowF[float64])
	case []complex64:
		clampLoop(lo.Complex64s(), ls, x.Complex64s(), hi.Complex64s(), hs, o, maxC, minC, widenC[complex64], narrowC[complex64])
	case []complex128:
		clampLoop(lo.Complex128s(), ls, x.Complex128s(), hi.Complex128s(), hs, o, maxC, minC, widenC[complex128], narrowC[complex128])
	default:
		return fmt.Errorf("unsupported element type %s", out.Kind())
	}
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
		out, err := f.New(ts[1].Type())
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
