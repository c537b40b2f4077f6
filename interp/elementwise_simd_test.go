package interp

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/internal/simd"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// The vector loops against the loops they replace: every binary operation
// with a vector form, on every kind of the loops, vector by vector and with
// either operand a scalar, must give the bits of the Go loops.

var vecOpNames = []string{
	"stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.divide", "stablehlo.remainder",
	"stablehlo.maximum", "stablehlo.minimum", "stablehlo.and", "stablehlo.or", "stablehlo.xor",
	"stablehlo.shift_left", "stablehlo.shift_right_logical", "stablehlo.shift_right_arithmetic",
}

var vecKinds = []tensor.Kind{tensor.SI32, tensor.UI32, tensor.SI64, tensor.UI64, tensor.F32, tensor.F64, tensor.Bool}

// scalarLoops computes out = a op b with the Go loops, without the vector
// ones.
func scalarLoops(t *testing.T, name string, a, b, out *tensor.Tensor) {
	t.Helper()
	if op, ok := arithNames[name]; ok {
		switch o := out.Storage().(type) {
		case []bool:
			boolArithLoop(op, a.Bools(), b.Bools(), o)
		case []int32:
			arithLoop(op, a.Int32s(), b.Int32s(), o)
		case []uint32:
			arithLoop(op, a.Uint32s(), b.Uint32s(), o)
		case []int64:
			arithLoop(op, a.Int64s(), b.Int64s(), o)
		case []uint64:
			arithLoop(op, a.Uint64s(), b.Uint64s(), o)
		case []float32:
			arithLoop(op, a.Float32s(), b.Float32s(), o)
		case []float64:
			arithLoop(op, a.Float64s(), b.Float64s(), o)
		}
		return
	}
	fn := binaryOps[name](out.Kind())
	fn.vec = vecOp{}
	if err := runBinary(&fn, a, b, out); err != nil {
		t.Fatal(err)
	}
}

// vecOperation returns the vector form of an operation on kind k.
func vecOperation(name string, k tensor.Kind) (vecOp, bool) {
	if op, ok := arithNames[name]; ok {
		return vecArith[op], !(op == opSubtract && k.IsBool())
	}
	fn := binaryOps[name](k)
	return fn.vec, fn.supports(k)
}

func TestVecBinaryMatchesLoops(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for _, k := range vecKinds {
		for _, name := range vecOpNames {
			v, ok := vecOperation(name, k)
			if !ok {
				continue
			}
			for _, n := range []int{1, 7, 64, 77, 2*fuseBlock + 13} {
				what := fmt.Sprintf("%s %s n=%d", name, k, n)
				a := specialInputs(t, rng, k, n+1)
				b := specialInputs(t, rng, k, n+1)
				if !k.IsFloat() {
					// Small second operands: shift counts below the width
					// and small divisors.
					for i := 0; i < n; i += 3 {
						b.SetBits(i, uint64(rng.Intn(k.BitWidth()+2)))
					}
				}
				// Operands one element off the start of their storage.
				a, b = tensor.View(a, 1, n+1), tensor.View(b, 1, n+1)
				want, got := newTensor(t, tensor.NewType(k, int64(n))), newTensor(t, tensor.NewType(k, int64(n)))
				scalarLoops(t, name, a, b, want)
				// Vector by vector runs on the loops where a vector
				// first operand may be a scalar, that is, for every
				// operation but integer division.
				if v.scalarOperand(k, 0) || k == tensor.Bool && v.op != simd.None {
					if !vecBinary(v, a, b, got) {
						t.Fatalf("%s: vector form not taken", what)
					}
					assertEqual(t, what+" vector by vector", got, want)
				}
				for pos := 0; pos < 2; pos++ {
					if !v.scalarOperand(k, pos) {
						continue
					}
					for _, idx := range []int{0, n / 2, n - 1} {
						// The scalar: element idx of the operand, filled in
						// for the reference.
						s := tensor.View([]*tensor.Tensor{a, b}[pos], idx, idx+1)
						full := newTensor(t, tensor.NewType(k, int64(n)))
						tensor.FillFirst(full, s)
						x, y, fx, fy := a, s, a, full
						if pos == 0 {
							x, y, fx, fy = s, b, full, b
						}
						scalarLoops(t, name, fx, fy, want)
						if !vecBinary(v, x, y, got) {
							t.Fatalf("%s: scalar operand %d not taken", what, pos)
						}
						assertEqual(t, fmt.Sprintf("%s scalar operand %d (element %d)", what, pos, idx), got, want)
					}
				}
			}
		}
	}
}

// TestVecBinaryDivisors runs integer division and remainder by every kind
// of scalar divisor, the special ones included.
func TestVecBinaryDivisors(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	for _, k := range []tensor.Kind{tensor.SI32, tensor.UI32} {
		const n = 301
		a := specialInputs(t, rng, k, n)
		divisors := []uint64{0, 1, 2, 3, 7, 1000003, 1 << 31, 1<<31 - 1, 1<<31 + 1, 1<<32 - 1, 1<<32 - 2, 1<<32 - 7, 1 << 16, 641}
		for i := 0; i < 40; i++ {
			divisors = append(divisors, uint64(rng.Uint32()>>rng.Intn(32)))
		}
		for _, name := range []string{"stablehlo.divide", "stablehlo.remainder"} {
			v, _ := vecOperation(name, k)
			for _, d := range divisors {
				s := newTensor(t, tensor.NewType(k, 1))
				s.SetBits(0, d)
				full := newTensor(t, tensor.NewType(k, n))
				tensor.FillFirst(full, s)
				want, got := newTensor(t, tensor.NewType(k, n)), newTensor(t, tensor.NewType(k, n))
				scalarLoops(t, name, a, full, want)
				if !vecBinary(v, a, s, got) {
					t.Fatalf("%s %s: scalar divisor not taken", name, k)
				}
				assertEqual(t, fmt.Sprintf("%s %s by %#x", name, k, d), got, want)
			}
		}
	}
}

// TestFusionScalarOperands runs fused groups whose broadcast scalars reach
// the vector loops as single elements, against the unfused program.
func TestFusionScalarOperands(t *testing.T) {
	for _, elem := range []string{"ui32", "i32", "i64", "f32", "f64"} {
		seven := "7"
		if elem[0] == 'f' {
			seven = "7.0"
		}
		lines := []string{
			"%c = stablehlo.constant dense<" + seven + "> : $S",
			"%s = stablehlo.broadcast_in_dim %c, dims = [] : ($S) -> $T",
			"%0 = stablehlo.multiply %a0, %s : $T",
			"%1 = stablehlo.subtract %s, %0 : $T",
			"%2 = stablehlo.maximum %1, %s : $T",
			"%3 = stablehlo.add %s, %2 : $T",
		}
		if elem == "f32" || elem == "f64" {
			lines = append(lines, "%4 = stablehlo.divide %s, %3 : $T", "%5 = stablehlo.divide %4, %s : $T")
		} else {
			lines = append(lines,
				"%r0 = stablehlo.shift_right_logical %3, %s : $T",
				"%r1 = stablehlo.shift_left %s, %r0 : $T",
				"%r2 = stablehlo.shift_right_arithmetic %r1, %s : $T",
				"%r3 = stablehlo.xor %r2, %s : $T",
				"%q = stablehlo.remainder %r3, %s : $T",
				"%p0 = stablehlo.compare LT, %q, %s : ($T, $T) -> $B",
				"%p1 = stablehlo.compare GE, %s, %r3 : ($T, $T) -> $B",
				"%p2 = stablehlo.compare NE, %p0, %p1 : ($B, $B) -> $B",
				"%4 = stablehlo.select %p2, %q, %r2 : $B, $T",
				"%5 = stablehlo.divide %4, %s : $T")
		}
		src := fusionProgram(elem, 1, lines, []string{"%5", "%3"}, []string{"$T", "$T"})
		kind, _ := tensor.ParseKind(elem)
		checkFusion(t, src, []tensor.Kind{kind}, 1)
	}
}
