package tensor

import (
	"bytes"
	"io"
	"math"
	"math/rand"
	"regexp"
	"strings"
	"testing"
)

// slowMLIRReadsBack is the definition mlirReadsBack computes quickly: MLIR's
// six-digit text of b reads back to b.
func slowMLIRReadsBack(f *format, b uint64) bool {
	neg, class, sig, exp := f.split(b)
	if class != classFinite {
		return true
	}
	return f.parsesTo(apFloatString(neg, sig, exp, int(f.mant)+1, 6, 0, false), b)
}

// f32 and f64 bit patterns worth checking: random ones, values with few
// digits, ones near powers of ten and two, and the extremes.
func sampleBits(k Kind, r *rand.Rand, n int) []uint64 {
	var out []uint64
	add32 := func(v float32) { out = append(out, uint64(math.Float32bits(v))) }
	add64 := func(v float64) { out = append(out, math.Float64bits(v)) }
	for i := 0; i < n; i++ {
		if k == F32 {
			out = append(out, uint64(r.Uint32()))
			add32(float32(i) * 0.1)
			add32(float32(r.Intn(1000000)) / float32(math.Pow10(r.Intn(30))))
		} else {
			out = append(out, r.Uint64())
			add64(float64(i) * 0.1)
			add64(float64(r.Intn(1000000)) / math.Pow10(r.Intn(300)))
		}
	}
	for e := -45; e <= 308; e++ {
		p := math.Pow10(e)
		for _, v := range []float64{p, 0.7 * p, 0.9 * p, 5.5 * p, 9.999995 * p, 9.9999949 * p} {
			if k == F32 {
				add32(float32(v))
				add32(math.Nextafter32(float32(v), 0))
				add32(math.Nextafter32(float32(v), float32(math.Inf(1))))
			} else {
				add64(v)
				add64(math.Nextafter(v, 0))
				add64(math.Nextafter(v, math.Inf(1)))
			}
		}
	}
	for e := -1074; e < 1024; e++ {
		if k == F32 {
			add32(float32(math.Ldexp(1, e)))
		} else {
			add64(math.Ldexp(1, e))
			add64(math.Nextafter(math.Ldexp(1, e), 0))
		}
	}
	return out
}

// The fast decision whether MLIR's six-digit text reads back agrees with
// formatting that text exactly and parsing it, and where it does, the text
// printed from the shortest digits is MLIR's.
func TestMLIRReadsBackMatchesAPFloat(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, k := range []Kind{F32, F64} {
		ft := newFloatText(k)
		var l floatLayout
		l.style = styleMLIR
		for _, b := range sampleBits(k, r, 20000) {
			if _, class, _, _ := ft.f.split(b); class == classNaN || class == classInf {
				continue
			}
			got, want := ft.mlirReadsBack(b), slowMLIRReadsBack(&ft.f, b)
			if got != want {
				t.Errorf("%v %#x (%v): mlirReadsBack = %v, want %v", k, b, ft.value(b), got, want)
				continue
			}
			if got {
				if text, want := string(l.appendFloat(nil, ft, b)), FormatFloat(k, b); text != want {
					t.Errorf("%v %#x: MLIR-style text %q, want %q", k, b, text, want)
				}
			}
		}
	}
}

// Every value of the narrow float kinds has a six-digit MLIR text that reads
// back, so their tensors always keep MLIR's form; and their shortest digits
// read back.
func TestNarrowFloatsShortestAndMLIR(t *testing.T) {
	for k := F4E2M1FN; k <= TF32; k++ {
		f, ok := formatOf(k)
		if !ok {
			continue
		}
		ft := newFloatText(k)
		step := uint64(1)
		if f.width > 16 {
			step = 7
		}
		for b := uint64(0); b < 1<<f.width; b += step {
			_, class, _, _ := f.split(b)
			if class == classNaN || class == classInf {
				continue
			}
			if !ft.mlirReadsBack(b) {
				t.Errorf("%v %#x: MLIR text does not read back", k, b)
			}
			if class == classZero {
				continue
			}
			ft.shortest(b)
			text := string(ft.x.appendScientific(nil, max(ft.x.n-1, 1)))
			if !f.parsesTo(text, b) {
				t.Errorf("%v %#x: shortest text %q does not read back", k, b, text)
			}
		}
	}
}

// The scientific and positional texts of a value read back to it, with any
// number of padding zeros.
func TestLayoutTextsReadBack(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for _, k := range []Kind{F32, F64, F16, BF16} {
		ft := newFloatText(k)
		for i := 0; i < 20000; i++ {
			var b uint64
			switch k {
			case F32:
				b = uint64(r.Uint32())
			case F64:
				b = r.Uint64()
			default:
				b = uint64(r.Intn(1 << 16))
			}
			_, class, _, _ := ft.f.split(b)
			if class == classNaN || class == classInf {
				continue
			}
			sci := layoutText(ft, b, styleScientific, 0)
			pos := layoutText(ft, b, stylePositional, 0)
			if !ft.f.parsesTo(sci, b) {
				t.Errorf("%v %#x: scientific %q does not read back", k, b, sci)
			}
			if !ft.f.parsesTo(pos, b) {
				t.Errorf("%v %#x: positional %q does not read back", k, b, pos)
			}
		}
	}
}

// layoutText prints b in a style with the fraction digits it needs plus pad.
func layoutText(ft *floatText, b uint64, style floatStyle, pad int) string {
	ft.shortest(b)
	frac := max(ft.x.n-1, 1)
	if style == stylePositional {
		frac = max(ft.x.fracDigits(), 1)
	}
	l := floatLayout{style: style, frac: frac + pad}
	return string(l.appendFloat(nil, ft, b))
}

func f32s(v ...float32) []float32 { return v }

func TestFloatLayoutChoice(t *testing.T) {
	nan, inf := float32(math.NaN()), float32(math.Inf(1))
	negZero := float32(math.Copysign(0, -1))
	sub := math.Float32frombits(1)
	tests := []struct {
		name   string
		tensor func(t *testing.T) *Tensor
		want   string // the elements' line of Format
	}{
		{"every MLIR text reads back", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(F32, 4), f32s(0.5, -2, 0, 1e-7))
		}, "[5.000000e-01, -2.000000e+00, 0.000000e+00, 1.000000e-07]"},
		{"MLIR truncation makes 0.7 positional", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(F32, 2), f32s(0.7, 0.25))
		}, "[0.70, 0.25]"},
		{"seven digits are positional", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(F32, 3), f32s(0.10000001, 2.5, -30))
		}, "[0.10000001, 2.50000000, -30.00000000]"},
		{"small magnitudes are scientific", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(F32, 4), f32s(0.0320586041, 0.999814569, 1.66986028e-5, 0.7))
		}, "[3.2058604e-02, 9.9981457e-01, 1.6698603e-05, 7.0000000e-01]"},
		{"large magnitudes are scientific", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(F64, 2), []float64{1e10, 1.0 / 3})
		}, "[1.000000000000000e+10, 3.333333333333333e-01]"},
		{"a wide ratio is scientific", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(F32, 2), f32s(0.7, 1001))
		}, "[7.000e-01, 1.001e+03]"},
		{"subnormals", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(F32, 2), f32s(sub, 1))
		}, "[1.401300e-45, 1.000000e+00]"},
		{"subnormal with a value MLIR cannot hold", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(F32, 2), f32s(sub, 0.7))
		}, "[1.0e-45, 7.0e-01]"},
		{"NaN, infinity and zeros keep their forms", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(F32, 5), f32s(nan, 0.7, -inf, negZero, 0))
		}, "[0x7FC00000, 0.7, 0xFF800000, -0.0, 0.0]"},
		{"only NaNs", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(F32, 2), f32s(nan, 0))
		}, "[0x7FC00000, 0.000000e+00]"},
		{"bf16", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(BF16, 3), f32s(0.4, 6.28125, 3))
		}, "[4.003910e-01, 6.281250e+00, 3.000000e+00]"},
		{"f16", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(F16, 3), f32s(0.4, 65504, 1e-7))
		}, "[3.999020e-01, 6.550400e+04, 1.192090e-07]"},
		{"f8E4M3FN", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(F8E4M3FN, 2), f32s(448, 0.0625))
		}, "[4.480000e+02, 6.250000e-02]"},
		{"complex parts share the notation", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(Complex64, 2), []complex64{complex(0.7, 1.5), complex(-2, 0.125)})
		}, "[[0.700, 1.500], [-2.000, 0.125]]"},
		{"complex128 keeps MLIR's form", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(Complex128, 1), []complex128{complex(0.5, 1.5)})
		}, "[[5.000000e-01, 1.500000e+00]]"},
		{"f64 0.7 is not MLIR's", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(Complex128, 1), []complex128{complex(0.7, 1.5)})
		}, "[[0.7, 1.5]]"},
		{"complex128 shortest digits", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(Complex128, 1), []complex128{complex(0.1, 1.0/3)})
		}, "[[0.1000000000000000, 0.3333333333333333]]"},
		{"integers are unchanged", func(t *testing.T) *Tensor {
			return mustSlice(t, NewType(SI32, 3), []int32{1, -20, 300})
		}, "[1, -20, 300]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			x := tc.tensor(t)
			got := x.Format()
			want := x.Type().String() + " {\n  " + tc.want + "\n}"
			if got != want {
				t.Errorf("Format() =\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// A summarised tensor chooses its notation from the elements it shows.
func TestSummarisedLayoutUsesShownElements(t *testing.T) {
	data := make([]float32, 2000)
	for i := range data {
		data[i] = 0.5
	}
	data[1000] = 0.7
	x := mustSlice(t, NewType(F32, 2000), data)
	var b bytes.Buffer
	if err := x.WriteFormat(&b, DefaultPrintLimit); err != nil {
		t.Fatal(err)
	}
	if want := "[5.000000e-01, 5.000000e-01, 5.000000e-01, ..., 5.000000e-01, 5.000000e-01, 5.000000e-01]"; !strings.Contains(b.String(), want) {
		t.Errorf("summarised: %s, want %s", b.String(), want)
	}
	if full := x.Format(); !strings.Contains(full, "[0.5, 0.5,") || !strings.Contains(full, " 0.7, ") {
		t.Errorf("full print is not positional: %.80s", full)
	}
}

var numberRE = regexp.MustCompile(`0x[0-9A-F]+|-?[0-9][0-9.e+-]*`)

// Every number of a printed float tensor reads back to its element, and all
// of them share one notation: all scientific with the same significand
// length, or all positional with the same fraction length.
func TestFormatOneNotationReadsBack(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for _, k := range []Kind{F32, F64, BF16, F16} {
		for trial := 0; trial < 200; trial++ {
			n := 1 + r.Intn(12)
			vals := make([]float64, n)
			scale := math.Pow10(r.Intn(12) - 6)
			for i := range vals {
				vals[i] = (r.Float64() - 0.5) * scale * math.Pow(10, float64(r.Intn(3)))
			}
			var x *Tensor
			var err error
			if k == F64 {
				x, err = FromSlice(NewType(k, int64(n)), vals)
			} else {
				v32 := make([]float32, n)
				for i, v := range vals {
					v32[i] = float32(v)
				}
				x, err = FromSlice(NewType(k, int64(n)), v32)
			}
			if err != nil {
				t.Fatal(err)
			}
			x.Normalize()
			text := x.Format()
			body := text[strings.Index(text, "[")+1 : strings.LastIndex(text, "]")]
			nums := numberRE.FindAllString(body, -1)
			if len(nums) != n {
				t.Fatalf("%v: %d numbers in %s", k, len(nums), text)
			}
			f := mustFormat(k)
			shape := ""
			for i, s := range nums {
				if strings.HasPrefix(s, "0x") {
					// NaNs and infinities print their bits.
					continue
				}
				if !f.parsesTo(s, x.Bits(i)) {
					t.Errorf("%v: %q does not read back to %#x", k, s, x.Bits(i))
				}
				sh := notationShape(s)
				if shape != "" && sh != shape {
					t.Errorf("%v: mixed notations in %s", k, text)
					break
				}
				shape = sh
			}
		}
	}
}

// notationShape is the notation of a number with its fraction length, e.g.
// "e6" for "-1.500000e+00" or "f3" for "2.125".
func notationShape(s string) string {
	frac := s[strings.Index(s, ".")+1:]
	if i := strings.IndexByte(frac, 'e'); i >= 0 {
		return "e" + strings.Repeat("d", i)
	}
	return "f" + strings.Repeat("d", len(frac))
}

// printBench is a tensor of n f32 values of mixed magnitudes.
func printBench(b *testing.B, n int) *Tensor {
	r := rand.New(rand.NewSource(4))
	data := make([]float32, n)
	for i := range data {
		data[i] = float32(r.NormFloat64()) * float32(math.Pow10(r.Intn(5)-2))
	}
	x, err := FromSlice(NewType(F32, int64(n)), data)
	if err != nil {
		b.Fatal(err)
	}
	return x
}

// benchWriteFormat times printing x, counting its f32 bytes.
func benchWriteFormat(b *testing.B, x *Tensor) {
	b.ReportAllocs()
	b.SetBytes(int64(x.Len()) * 4)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := x.WriteFormat(io.Discard, 0); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWriteFormatF32(b *testing.B) {
	x := printBench(b, 1<<20)
	benchWriteFormat(b, x)
}

func BenchmarkWriteFormatF32MLIR(b *testing.B) {
	data := make([]float32, 1<<20)
	for i := range data {
		data[i] = float32(i%1000) * 0.25
	}
	x, err := FromSlice(NewType(F32, int64(len(data))), data)
	if err != nil {
		b.Fatal(err)
	}
	benchWriteFormat(b, x)
}
