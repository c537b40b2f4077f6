package tensor

import (
	"math"
	"strings"
	"testing"
)

// mustSlice builds a tensor from a slice or fails the test.
func mustSlice[T Storage](t *testing.T, typ Type, data []T) *Tensor {
	t.Helper()
	r, err := FromSlice(typ, data)
	if err != nil {
		t.Fatalf("FromSlice(%v): %v", typ, err)
	}
	r.Normalize()
	return r
}

// lines joins lines with newlines.
func lines(s ...string) string { return strings.Join(s, "\n") }

func TestFormatPrinting(t *testing.T) {
	// Expected texts come from the reference interpreter's printing test.
	tests := []struct {
		name      string
		tensor    func(t *testing.T) *Tensor
		want      string
		wantDense string
	}{
		{
			"ints",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(SI8, 4), []int8{1, 2, -3, -4}) },
			lines("tensor<4xi8> {", "  [1, 2, -3, -4]", "}"),
			"dense<[1, 2, -3, -4]> : tensor<4xi8>",
		},
		{
			"f16",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(F16, 4), []float32{1, 2, -3, -4}) },
			lines("tensor<4xf16> {", "  [1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]", "}"),
			"dense<[1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]> : tensor<4xf16>",
		},
		{
			"bool",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(Bool, 2), []bool{true, false}) },
			lines("tensor<2xi1> {", "  [true, false]", "}"),
			"dense<[true, false]> : tensor<2xi1>",
		},
		{
			"scalar",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(UI8), []uint8{1}) },
			"tensor<ui8> {1}",
			"dense<1> : tensor<ui8>",
		},
		{
			"one element",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(SI8, 1), []int8{1}) },
			lines("tensor<1xi8> {", "  [1]", "}"),
			"dense<1> : tensor<1xi8>",
		},
		{
			"matrix",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(SI8, 2, 2), []int8{1, 2, 3, 4}) },
			lines("tensor<2x2xi8> {", "  [", "    [1, 2],", "    [3, 4]", "  ]", "}"),
			"dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>",
		},
		{
			"rank 3",
			func(t *testing.T) *Tensor {
				return mustSlice(t, NewType(SI64, 2, 2, 2), []int64{0, 1, 2, 3, 4, 0, 1, 2})
			},
			lines("tensor<2x2x2xi64> {", "  [", "    [", "      [0, 1],", "      [2, 3]", "    ],",
				"    [", "      [4, 0],", "      [1, 2]", "    ]", "  ]", "}"),
			"dense<[[[0, 1], [2, 3]], [[4, 0], [1, 2]]]> : tensor<2x2x2xi64>",
		},
		{
			"empty vector",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(UI8, 0), []uint8{}) },
			lines("tensor<0xui8> {", "  []", "}"),
			"dense<> : tensor<0xui8>",
		},
		{
			"empty rows",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(SI8, 0, 2), []int8{}) },
			lines("tensor<0x2xi8> {", "  []", "}"),
			"dense<> : tensor<0x2xi8>",
		},
		{
			"empty columns",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(SI8, 2, 0), []int8{}) },
			lines("tensor<2x0xi8> {", "  [", "    [],", "    []", "  ]", "}"),
			"dense<> : tensor<2x0xi8>",
		},
		{
			"i2",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(SI2, 2), []int8{1, -2}) },
			lines("tensor<2xi2> {", "  [1, -2]", "}"),
			"dense<[1, -2]> : tensor<2xi2>",
		},
		{
			"i4",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(SI4, 4), []int8{1, 2, 3, 4}) },
			lines("tensor<4xi4> {", "  [1, 2, 3, 4]", "}"),
			"dense<[1, 2, 3, 4]> : tensor<4xi4>",
		},
		{
			"f6E2M3FN",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(F6E2M3FN, 4), []float32{1, 2, -3, -4}) },
			lines("tensor<4xf6E2M3FN> {", "  [1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]", "}"),
			"dense<[1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]> : tensor<4xf6E2M3FN>",
		},
		{
			"f8E3M4",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(F8E3M4, 4), []float32{1, 2, -3, -4}) },
			lines("tensor<4xf8E3M4> {", "  [1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]", "}"),
			"dense<[1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]> : tensor<4xf8E3M4>",
		},
		{
			"complex64",
			func(t *testing.T) *Tensor {
				return mustSlice(t, NewType(Complex64, 4), []complex64{3.14 + 1i, 3.14 + 1i, 3.14 + 1i, 3.14 + 1i})
			},
			lines("tensor<4xcomplex<f32>> {",
				"  [[3.140000e+00, 1.000000e+00], [3.140000e+00, 1.000000e+00], [3.140000e+00, 1.000000e+00], [3.140000e+00, 1.000000e+00]]",
				"}"),
			"dense<(3.140000e+00,1.000000e+00)> : tensor<4xcomplex<f32>>",
		},
		{
			"complex128",
			func(t *testing.T) *Tensor {
				return mustSlice(t, NewType(Complex128, 4), []complex128{3.14 + 1i, 3.14 + 1i, 3.14 + 1i, 3.14 + 1i})
			},
			lines("tensor<4xcomplex<f64>> {",
				"  [[3.140000e+00, 1.000000e+00], [3.140000e+00, 1.000000e+00], [3.140000e+00, 1.000000e+00], [3.140000e+00, 1.000000e+00]]",
				"}"),
			"dense<(3.140000e+00,1.000000e+00)> : tensor<4xcomplex<f64>>",
		},
		{
			"complex dense list",
			func(t *testing.T) *Tensor {
				return mustSlice(t, NewType(Complex64, 2), []complex64{1 + 2i, -0.5})
			},
			lines("tensor<2xcomplex<f32>> {", "  [[1.000000e+00, 2.000000e+00], [-5.000000e-01, 0.000000e+00]]", "}"),
			"dense<[(1.000000e+00,2.000000e+00), (-5.000000e-01,0.000000e+00)]> : tensor<2xcomplex<f32>>",
		},
		{
			"unsigned max",
			func(t *testing.T) *Tensor {
				return mustSlice(t, NewType(UI64, 2), []uint64{math.MaxUint64, 0})
			},
			lines("tensor<2xui64> {", "  [18446744073709551615, 0]", "}"),
			"dense<[18446744073709551615, 0]> : tensor<2xui64>",
		},
		{
			"rank 0 float",
			func(t *testing.T) *Tensor { return mustSlice(t, NewType(F32), []float32{float32(math.Inf(-1))}) },
			"tensor<f32> {0xFF800000}",
			"dense<0xFF800000> : tensor<f32>",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			x := tc.tensor(t)
			if got := x.Format(); got != tc.want {
				t.Errorf("Format() =\n%s\nwant\n%s", got, tc.want)
			}
			if got := x.FormatDense(); got != tc.wantDense {
				t.Errorf("FormatDense() = %s, want %s", got, tc.wantDense)
			}
		})
	}
}

func TestFormatFloat(t *testing.T) {
	f32 := func(v float64) uint64 { return uint64(math.Float32bits(float32(v))) }
	tests := []struct {
		kind Kind
		bits uint64
		want string
	}{
		// Values from CHECK lines of the upstream interpreter tests.
		{F32, f32(0), "0.000000e+00"},
		{F32, 0x80000000, "-0.000000e+00"},
		{F32, f32(8), "8.000000e+00"},
		{F32, f32(0.875), "8.750000e-01"},
		{F32, f32(0.4), "4.000000e-01"},
		{F32, f32(2 * math.Pi), "6.28318548"},
		{F32, 0x7F800000, "0x7F800000"},
		{F32, 0xFF800000, "0xFF800000"},
		{F32, 0x7FC00000, "0x7FC00000"},
		{F32, 0xFFC00000, "0xFFC00000"},
		{F64, math.Float64bits(2 * math.Pi), "6.2831853071795862"},
		{F64, 0x7FF8000000000000, "0x7FF8000000000000"},
		{F64, 0xFFF0000000000000, "0xFFF0000000000000"},
		{F64, 0x7FFFFFFFFFFFFFFF, "0x7FFFFFFFFFFFFFFF"},
		{F64, math.Float64bits(0.1), "1.000000e-01"},
		{BF16, EncodeFloat(BF16, 0.4), "4.003910e-01"},
		{BF16, EncodeFloat(BF16, 6.28125), "6.281250e+00"},
		{BF16, 0x7FC0, "0x7FC0"},
		{BF16, 0x7F80, "0x7F80"},
		{BF16, 0xFF80, "0xFF80"},
		{F16, EncodeFloat(F16, 0.4), "3.999020e-01"},
		{F16, 0x7E00, "0x7E00"},
		{F16, 0x7C00, "0x7C00"},
		{F16, 0xFC00, "0xFC00"},
		{F16, 0x8000, "-0.000000e+00"},
		// Values whose %e text does not read back fall back to APFloat's
		// default form or to hex.
		{F32, f32(16777216), "0x4B800000"},
		{F32, f32(16777215), "0x4B7FFFFF"},
		{F32, f32(0.1 + 1e-8), "0.100000009"},
		{F32, f32(123456.7), "123456.703"},
		{F32, 1, "1.401300e-45"},
		{F64, 1, "4.940660e-324"},
		{F64, math.Float64bits(1.0 / 3), "0.33333333333333331"},
		{F64, math.Float64bits(100.0 / 3), "33.333333333333336"},
		{F64, math.Float64bits(1e-5 / 3), "3.3333333333333333E-6"},
		{F16, 0x7BFF, "6.550400e+04"},
		{F16, 0x0001, "5.960460e-08"},
		// Narrow formats.
		{F8E4M3FN, 0x7E, "4.480000e+02"},
		{F8E4M3FN, 0x7F, "0x7F"},
		{F8E4M3FN, 0xFF, "0xFF"},
		{F8E4M3FNUZ, 0x80, "0x80"},
		{F8E4M3FNUZ, 0x7F, "2.400000e+02"},
		{F8E5M2FNUZ, 0x80, "0x80"},
		{F8E4M3B11FNUZ, 0x7F, "3.000000e+01"},
		{F8E5M2, 0x7B, "5.734400e+04"},
		{F8E5M2, 0x7C, "0x7C"},
		{F8E5M2, 0x7E, "0x7E"},
		{F8E4M3, 0x77, "2.400000e+02"},
		{F8E3M4, 0x6F, "1.550000e+01"},
		{F8E8M0FNU, 0x7F, "1.000000e+00"},
		{F8E8M0FNU, 0x00, "5.877470e-39"},
		{F8E8M0FNU, 0xFE, "1.701410e+38"},
		{F8E8M0FNU, 0xFF, "0xFF"},
		{F4E2M1FN, 0x7, "6.000000e+00"},
		{F4E2M1FN, 0xF, "-6.000000e+00"},
		{F4E2M1FN, 0x1, "5.000000e-01"},
		{F6E2M3FN, 0x1F, "7.500000e+00"},
		{F6E3M2FN, 0x1F, "2.800000e+01"},
		{TF32, 0x3FE00, "0x3FE00"},
		{TF32, EncodeFloat(TF32, 1), "1.000000e+00"},
	}
	for _, tc := range tests {
		if got := FormatFloat(tc.kind, tc.bits); got != tc.want {
			t.Errorf("FormatFloat(%v, %#x) = %q, want %q", tc.kind, tc.bits, got, tc.want)
		}
	}
}

func TestFormatDenseHex(t *testing.T) {
	data := make([]int8, 101)
	for i := range data {
		data[i] = int8(i)
	}
	x := mustSlice(t, NewType(SI8, 101), data)
	got := x.FormatDense()
	if !strings.HasPrefix(got, `dense<"0x000102030405`) || !strings.HasSuffix(got, `6364"> : tensor<101xi8>`) {
		t.Errorf("FormatDense() = %s, want a hex string", got)
	}
	if got := x.FormatDenseHexLimit(-1); !strings.HasPrefix(got, "dense<[0, 1, 2,") {
		t.Errorf("FormatDenseHexLimit(-1) = %s, want a list", got)
	}
	splat := mustSlice(t, NewType(F32, 200), make([]float32, 200))
	if got, want := splat.FormatDense(), "dense<0.000000e+00> : tensor<200xf32>"; got != want {
		t.Errorf("FormatDense() = %s, want %s", got, want)
	}
	neg := mustSlice(t, NewType(F32, 2), []float32{0, float32(math.Copysign(0, -1))})
	if got, want := neg.FormatDense(), "dense<[0.000000e+00, -0.000000e+00]> : tensor<2xf32>"; got != want {
		t.Errorf("FormatDense() = %s, want %s", got, want)
	}
}
