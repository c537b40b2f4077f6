package interp

import (
	"fmt"
	"math"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// The check dialect: assertions used by test programs. A failed check fails
// the execution with its location, the expected and actual values and the
// first differing index.

// defaultTolerance is expect_almost_eq's tolerance when none is given.
const defaultTolerance = 1e-4

// checkMismatch describes the first element where actual and expected
// differ.
func checkMismatch(actual, expected *tensor.Tensor, i int) error {
	idx := unravel(i, actual.Shape())
	return fmt.Errorf("check failed at index %v: expected %s, got %s\nexpected: %s\nactual:   %s",
		idx, elemText(expected, i), elemText(actual, i), expected.FormatDense(), actual.FormatDense())
}

// unravel converts a linear index into a multi-dimensional one.
func unravel(i int, shape []int64) []int64 {
	idx := make([]int64, len(shape))
	for d := len(shape) - 1; d >= 0; d-- {
		if shape[d] > 0 {
			idx[d] = int64(i) % shape[d]
			i /= int(shape[d])
		}
	}
	return idx
}

// elemText prints one element.
func elemText(t *tensor.Tensor, i int) string {
	switch {
	case t.Kind().IsBool():
		return fmt.Sprint(t.Bools()[i])
	case t.Kind().IsInteger():
		if t.Kind().IsUnsigned() {
			return fmt.Sprint(uint64(t.Int(i)))
		}
		return fmt.Sprint(t.Int(i))
	case t.Kind().IsComplex():
		return fmt.Sprint(t.Complex(i))
	}
	return fmt.Sprint(t.Float(i))
}

func sameShape(a, b *tensor.Tensor) error {
	if a.Kind() != b.Kind() || len(a.Shape()) != len(b.Shape()) {
		return fmt.Errorf("check failed: type %s does not match expected %s", a.Type(), b.Type())
	}
	for i := range a.Shape() {
		if a.Shape()[i] != b.Shape()[i] {
			return fmt.Errorf("check failed: type %s does not match expected %s", a.Type(), b.Type())
		}
	}
	return nil
}

// expectEqual compares exactly (floats: equal values, or both NaN).
func expectEqual(actual, expected *tensor.Tensor) error {
	if err := sameShape(actual, expected); err != nil {
		return err
	}
	k := actual.Kind()
	for i := 0; i < actual.Len(); i++ {
		var ok bool
		switch {
		case k.IsFloat():
			x, y := actual.Float(i), expected.Float(i)
			ok = x == y && math.Signbit(x) == math.Signbit(y) || math.IsNaN(x) && math.IsNaN(y)
		case k.IsComplex():
			x, y := actual.Complex(i), expected.Complex(i)
			ok = x == y || floatsEqualNaN(real(x), real(y)) && floatsEqualNaN(imag(x), imag(y))
		default:
			ok = actual.Bits(i) == expected.Bits(i)
		}
		if !ok {
			return checkMismatch(actual, expected, i)
		}
	}
	return nil
}

func floatsEqualNaN(x, y float64) bool { return x == y || math.IsNaN(x) && math.IsNaN(y) }

// expectAlmostEqual compares floats within an absolute tolerance and
// everything else exactly.
func expectAlmostEqual(actual, expected *tensor.Tensor, tol float64) error {
	if err := sameShape(actual, expected); err != nil {
		return err
	}
	k := actual.Kind()
	if !k.IsFloat() && !k.IsComplex() {
		return expectEqual(actual, expected)
	}
	near := func(x, y float64) bool {
		if math.IsNaN(x) || math.IsNaN(y) {
			return math.IsNaN(x) && math.IsNaN(y)
		}
		if math.IsInf(x, 0) || math.IsInf(y, 0) {
			return x == y
		}
		return math.Abs(x-y) <= tol
	}
	for i := 0; i < actual.Len(); i++ {
		var ok bool
		if k.IsComplex() {
			x, y := actual.Complex(i), expected.Complex(i)
			ok = near(real(x), real(y)) && near(imag(x), imag(y))
		} else {
			ok = near(actual.Float(i), expected.Float(i))
		}
		if !ok {
			return checkMismatch(actual, expected, i)
		}
	}
	return nil
}

// ulpKey maps the bit pattern of a non-NaN value of float kind k to an
// integer that counts representable values: neighbouring values differ by
// one and both zeros map to 0.
func ulpKey(k tensor.Kind, b uint64, signed bool) int64 {
	w := k.BitWidth()
	if !signed {
		return int64(b)
	}
	sign := uint64(1) << uint(w-1)
	mag := int64(b &^ sign & mask(w))
	if b&sign != 0 {
		return -mag
	}
	return mag
}

// ulpDistance returns the number of representable values of float kind k
// between the bit patterns a and b: 0 when both are NaN and the maximum when
// only one is.
func ulpDistance(k tensor.Kind, a, b uint64, signed bool) uint64 {
	an, bn := tensor.IsNaNBits(k, a), tensor.IsNaNBits(k, b)
	switch {
	case an && bn:
		return 0
	case an || bn:
		return math.MaxUint64
	}
	x, y := ulpKey(k, a, signed), ulpKey(k, b, signed)
	if x > y {
		return uint64(x - y)
	}
	return uint64(y - x)
}

// expectClose checks that every element of actual is within
// [minULP, maxULP] units in the last place of expected (for complex kinds,
// the larger distance of the two parts counts).
func expectClose(actual, expected *tensor.Tensor, minULP, maxULP uint64) error {
	if err := sameShape(actual, expected); err != nil {
		return err
	}
	k := actual.Kind()
	if !k.IsFloat() && !k.IsComplex() {
		return fmt.Errorf("check failed: expect_close needs a float or complex type, got %s", actual.Type())
	}
	pk := k
	if k.IsComplex() {
		pk = k.ComplexPart()
	}
	info, _ := tensor.FloatInfoOf(pk)
	for i := 0; i < actual.Len(); i++ {
		var d uint64
		if k.IsComplex() {
			ar, ai := actual.ComplexBits(i)
			er, ei := expected.ComplexBits(i)
			d = max(ulpDistance(pk, ar, er, info.Signed), ulpDistance(pk, ai, ei, info.Signed))
		} else {
			d = ulpDistance(pk, actual.Bits(i), expected.Bits(i), info.Signed)
		}
		if d < minULP || d > maxULP {
			dist := "infinite"
			if d != math.MaxUint64 {
				dist = fmt.Sprint(d)
			}
			return fmt.Errorf("%w (ULP distance %s, allowed [%d, %d])", checkMismatch(actual, expected, i), dist, minULP, maxULP)
		}
	}
	return nil
}

func init() {
	register("check.expect_close", func(c *OpContext) (Kernel, error) {
		maxULP := c.Attr("max_ulp_difference").Int()
		var minULP int64
		if a := c.Attr("min_ulp_difference"); !a.IsNull() {
			minULP = a.Int()
		}
		if minULP < 0 || maxULP < minULP {
			return nil, c.Errorf("invalid ULP range [%d, %d]", minULP, maxULP)
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			return nil, checkPair(args, func(x, y *tensor.Tensor) error {
				return expectClose(x, y, uint64(minULP), uint64(maxULP))
			})
		}, nil
	})
	register("check.expect_serialized_eq", func(c *OpContext) (Kernel, error) {
		id := c.Attr("probe_id").Str()
		iter := 0
		if a := c.Attr("iter"); !a.IsNull() {
			iter = int(a.Int())
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			want, err := tensorArg(args[0])
			if err != nil {
				return nil, err
			}
			got, err := readProbe(f.Env().Options().ProbeDir, id, iter, want.Type())
			if err != nil {
				return nil, fmt.Errorf("check failed: %w", err)
			}
			return nil, expectEqual(got, want)
		}, nil
	})
	register("check.expect_eq", func(c *OpContext) (Kernel, error) {
		return func(f *Frame, args []Value) ([]Value, error) {
			return nil, checkPair(args, expectEqual)
		}, nil
	})
	register("check.expect_almost_eq", func(c *OpContext) (Kernel, error) {
		tol := defaultTolerance
		if a := c.Attr("tolerance"); !a.IsNull() {
			tol = a.Float()
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			return nil, checkPair(args, func(x, y *tensor.Tensor) error { return expectAlmostEqual(x, y, tol) })
		}, nil
	})
	register("check.expect_eq_const", func(c *OpContext) (Kernel, error) {
		want, err := attrTensor(c.Attr("value"))
		if err != nil {
			return nil, c.Errorf("%v", err)
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			return nil, checkPair([]Value{args[0], want}, expectEqual)
		}, nil
	})
	register("check.expect_almost_eq_const", func(c *OpContext) (Kernel, error) {
		want, err := attrTensor(c.Attr("value"))
		if err != nil {
			return nil, c.Errorf("%v", err)
		}
		tol := defaultTolerance
		if a := c.Attr("tolerance"); !a.IsNull() {
			tol = a.Float()
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			return nil, checkPair([]Value{args[0], want}, func(x, y *tensor.Tensor) error { return expectAlmostEqual(x, y, tol) })
		}, nil
	})
}

func checkPair(args []Value, cmp func(actual, expected *tensor.Tensor) error) error {
	a, b, err := tensorPair(args)
	if err != nil {
		return err
	}
	return cmp(a, b)
}
