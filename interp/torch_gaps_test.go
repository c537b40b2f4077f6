package interp

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Tests of the ops PyTorch exporters emit beyond the spec: the custom call
// @mhlo.erf (PyTorch/XLA), and constants whose value is a dense_resource
// blob and arith.constant (torch-mlir).

// loadErr parses, verifies and compiles src, returning the error.
func loadErr(src string) error {
	_, err := Load([]byte(src), "test.mlir")
	return err
}

func TestCustomCallMhloErf(t *testing.T) {
	inputs := []float64{-3, -1, -0.5, -0.125, 0, 0.25, 0.5, 1, 2, 4}
	lits := make([]string, len(inputs))
	for i, x := range inputs {
		lits[i] = fmt.Sprintf("%e", x)
	}
	for _, c := range []struct {
		elem string
		tol  float64 // relative error bound of one rounding to elem
	}{
		{"f64", 0},
		{"f32", 0},
		{"f16", 1.0 / (1 << 11)},
		{"bf16", 1.0 / (1 << 8)},
	} {
		ty := fmt.Sprintf("tensor<%dx%s>", len(inputs), c.elem)
		src := fmt.Sprintf(`func.func @main() -> %[1]s {
  %%x = stablehlo.constant dense<[%[2]s]> : %[1]s
  %%y = stablehlo.custom_call @mhlo.erf(%%x) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (%[1]s) -> %[1]s
  func.return %%y : %[1]s
}`, ty, strings.Join(lits, ", "))
		got := mustRun(t, src)[0].(*tensor.Tensor)
		for i, x := range inputs {
			want := math.Erf(x)
			switch c.elem {
			case "f32":
				want = float64(float32(want))
			}
			g := got.Float(i)
			if c.tol == 0 && g != want || math.Abs(g-want) > c.tol*math.Abs(want) {
				t.Errorf("%s: erf(%g) = %g, want %g", c.elem, x, g, want)
			}
		}
	}
}

func TestCustomCallMhloErfErrors(t *testing.T) {
	for _, c := range []struct {
		sig, args, want string
	}{
		{"(%a: tensor<2xi32>, %b: tensor<2xf32>) -> tensor<2xi32>", "(%a) : (tensor<2xi32>) -> tensor<2xi32>",
			"mhlo.erf: operand has type tensor<2xi32>, want a tensor of floats"},
		{"(%a: tensor<2xi32>, %b: tensor<2xf32>) -> tensor<2xf32>", "(%b, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>",
			"mhlo.erf takes 1 operand and returns 1 result, got 2 and 1"},
		{"(%a: tensor<2xi32>, %b: tensor<2xf32>) -> tensor<3xf32>", "(%b) : (tensor<2xf32>) -> tensor<3xf32>",
			"mhlo.erf: result has type tensor<3xf32>, want the operand's type tensor<2xf32>"},
		{"(%a: tensor<2xi32>, %b: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>", "(%b) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>",
			"want a tensor of floats"},
	} {
		ret := c.sig[strings.LastIndex(c.sig, "-> ")+3:]
		src := fmt.Sprintf("func.func @main%s {\n  %%r = stablehlo.custom_call @mhlo.erf%s\n  func.return %%r : %s\n}", c.sig, c.args, ret)
		err := loadErr(src)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "test.mlir:2:") {
			t.Errorf("%s: error %v, want one at test.mlir:2 containing %q", c.args, err, c.want)
		}
	}
}

// blob spells a dialect_resources blob: the alignment as a little-endian
// u32, then the bytes.
func blob(align uint32, data []byte) string {
	var a [4]byte
	binary.LittleEndian.PutUint32(a[:], align)
	return "0x" + strings.ToUpper(hex.EncodeToString(append(a[:], data...)))
}

// le encodes values little-endian, each in its own width.
func le(values ...any) []byte {
	var out bytes.Buffer
	for _, v := range values {
		if err := binary.Write(&out, binary.LittleEndian, v); err != nil {
			panic(err)
		}
	}
	return out.Bytes()
}

// resourceModule returns a module whose @main returns `op dense_resource<r>`
// of type ty, r holding data.
func resourceModule(op, ty string, data []byte) string {
	return fmt.Sprintf(`func.func @main() -> %[2]s {
  %%c = %[1]s dense_resource<r> : %[2]s
  func.return %%c : %[2]s
}
{-#
  dialect_resources: {
    builtin: {
      r: "%[3]s"
    }
  }
#-}
`, op, ty, blob(8, data))
}

func TestDenseResourceConstants(t *testing.T) {
	type want struct {
		floats []float64
		ints   []int64
		bools  []bool
		cplx   []complex128
	}
	cases := []struct {
		ty   string
		data []byte
		want want
	}{
		{"tensor<3xf32>", le(float32(1.5), float32(-2), float32(0.1)),
			want{floats: []float64{1.5, -2, float64(float32(0.1))}}},
		{"tensor<2x2xf64>", le(0.1, -1e300, math.Inf(1), 0.0),
			want{floats: []float64{0.1, -1e300, math.Inf(1), 0}}},
		// f16: 1 = 0x3C00, -2 = 0xC000, 0.5 = 0x3800, 65504 = 0x7BFF.
		{"tensor<4xf16>", le(uint16(0x3C00), uint16(0xC000), uint16(0x3800), uint16(0x7BFF)),
			want{floats: []float64{1, -2, 0.5, 65504}}},
		// bf16: the high halves of the f32 bits.
		{"tensor<3xbf16>", le(uint16(math.Float32bits(1)>>16), uint16(math.Float32bits(-2.5)>>16), uint16(math.Float32bits(1<<100)>>16)),
			want{floats: []float64{1, -2.5, 1 << 100}}},
		{"tensor<4xi8>", le(int8(-128), int8(-1), int8(0), int8(127)),
			want{ints: []int64{-128, -1, 0, 127}}},
		{"tensor<3xi16>", le(int16(-30000), int16(7), int16(30000)),
			want{ints: []int64{-30000, 7, 30000}}},
		{"tensor<2x3xi32>", le(int32(1), int32(-2), int32(3), int32(math.MinInt32), int32(math.MaxInt32), int32(0)),
			want{ints: []int64{1, -2, 3, math.MinInt32, math.MaxInt32, 0}}},
		{"tensor<2xi64>", le(int64(math.MinInt64), int64(1)<<40),
			want{ints: []int64{math.MinInt64, 1 << 40}}},
		{"tensor<2xui8>", le(uint8(255), uint8(1)),
			want{ints: []int64{255, 1}}},
		{"tensor<2xui32>", le(uint32(4000000000), uint32(5)),
			want{ints: []int64{4000000000, 5}}},
		{"tensor<5xi1>", []byte{1, 0, 0, 1, 1},
			want{bools: []bool{true, false, false, true, true}}},
		{"tensor<2xcomplex<f32>>", le(float32(1), float32(2), float32(-3), float32(0.5)),
			want{cplx: []complex128{1 + 2i, -3 + 0.5i}}},
		{"tensor<f32>", le(float32(42)),
			want{floats: []float64{42}}},
		{"tensor<0xf32>", nil, want{floats: []float64{}}},
	}
	for _, op := range []string{"stablehlo.constant", "arith.constant"} {
		for _, c := range cases {
			name := op + " " + c.ty
			got := mustRun(t, resourceModule(op, c.ty, c.data))[0].(*tensor.Tensor)
			switch {
			case c.want.floats != nil:
				if got.Len() != len(c.want.floats) {
					t.Fatalf("%s: %d elements, want %d", name, got.Len(), len(c.want.floats))
				}
				for i, w := range c.want.floats {
					if g := got.Float(i); g != w {
						t.Errorf("%s: element %d = %g, want %g", name, i, g, w)
					}
				}
			case c.want.ints != nil:
				if got.Len() != len(c.want.ints) {
					t.Fatalf("%s: %d elements, want %d", name, got.Len(), len(c.want.ints))
				}
				for i, w := range c.want.ints {
					if g := got.Int(i); g != w {
						t.Errorf("%s: element %d = %d, want %d", name, i, g, w)
					}
				}
			case c.want.bools != nil:
				if g := got.Bools(); fmt.Sprint(g) != fmt.Sprint(c.want.bools) {
					t.Errorf("%s: %v, want %v", name, g, c.want.bools)
				}
			case c.want.cplx != nil:
				g := tensor.Data[complex64](got)
				for i, w := range c.want.cplx {
					if complex128(g[i]) != w {
						t.Errorf("%s: element %d = %v, want %v", name, i, g[i], w)
					}
				}
			}
		}
	}
}

// Each execution gets its own copy of a dense_resource constant.
func TestDenseResourceConstantIsCopied(t *testing.T) {
	src := resourceModule("stablehlo.constant", "tensor<2xi32>", le(int32(7), int32(8)))
	p := mustLoad(t, src)
	for run := 0; run < 2; run++ {
		res, err := p.Run("main", nil, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		got := res[0].(*tensor.Tensor)
		if got.Int(0) != 7 || got.Int(1) != 8 {
			t.Fatalf("run %d: %d %d, want 7 8", run, got.Int(0), got.Int(1))
		}
		tensor.Data[int32](got)[0] = 99
	}
}

func TestDenseResourceErrors(t *testing.T) {
	missing := `func.func @main() -> tensor<2xf32> {
  %c = stablehlo.constant dense_resource<absent> : tensor<2xf32>
  func.return %c : tensor<2xf32>
}`
	for _, c := range []struct {
		name, src, want string
	}{
		{"missing", missing,
			"test.mlir:2:8: error: stablehlo.constant: dense_resource<absent> : tensor<2xf32> has no blob"},
		{"short", resourceModule("stablehlo.constant", "tensor<3xf32>", le(float32(1), float32(2))),
			"test.mlir:2:8: error: stablehlo.constant: dense_resource<r> : tensor<3xf32>: blob has 8 bytes, want 12 (3 elements of 4 bytes)"},
		{"long", resourceModule("arith.constant", "tensor<1xi16>", le(int32(1))),
			"test.mlir:2:8: error: arith.constant: dense_resource<r> : tensor<1xi16>: blob has 4 bytes, want 2"},
	} {
		err := loadErr(c.src)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

func TestArithConstant(t *testing.T) {
	src := `func.func @main() -> (tensor<1xi64>, tensor<2xf64>, tensor<3xi1>) {
  %a = arith.constant dense<16> : tensor<1xi64>
  %b = arith.constant dense<[0.70710678118654757, 0xFFF0000000000000]> : tensor<2xf64>
  %c = arith.constant dense<[true, false, true]> : tensor<3xi1>
  func.return %a, %b, %c : tensor<1xi64>, tensor<2xf64>, tensor<3xi1>
}`
	res := mustRun(t, src)
	if g := res[0].(*tensor.Tensor).Int(0); g != 16 {
		t.Errorf("dense<16>: %d", g)
	}
	b := res[1].(*tensor.Tensor)
	if b.Float(0) != 0.70710678118654757 || !math.IsInf(b.Float(1), -1) {
		t.Errorf("f64 constant: %g %g", b.Float(0), b.Float(1))
	}
	if g := res[2].(*tensor.Tensor).Bools(); fmt.Sprint(g) != "[true false true]" {
		t.Errorf("i1 constant: %v", g)
	}

	scalar := `func.func @main() -> tensor<f32> {
  %i = arith.constant 0 : index
  %c = stablehlo.constant dense<1.0> : tensor<f32>
  func.return %c : tensor<f32>
}`
	if err := loadErr(scalar); err == nil || !strings.Contains(err.Error(), "test.mlir:2:8: error: arith.constant: type index is not supported") {
		t.Errorf("index constant: error %v", err)
	}
}
