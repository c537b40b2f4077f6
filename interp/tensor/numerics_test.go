package tensor

import (
	"math"
	"testing"

	"github.com/x448/float16"
)

// narrowKinds lists every float kind narrower than F32, plus TF32.
func narrowKinds() []Kind {
	return []Kind{F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3, F8E4M3FN,
		F8E4M3FNUZ, F8E4M3B11FNUZ, F8E5M2, F8E5M2FNUZ, F8E8M0FNU, BF16, F16, TF32}
}

func TestFloatRoundTripExhaustive(t *testing.T) {
	for _, k := range narrowKinds() {
		t.Run(k.String(), func(t *testing.T) {
			prev := math.Inf(-1)
			for b := uint64(0); b < 1<<k.BitWidth(); b++ {
				v := DecodeFloat(k, b)
				v32 := DecodeFloat32(k, b)
				if IsNaNBits(k, b) != (v != v) || (v != v) != (v32 != v32) {
					t.Fatalf("%#x: NaN disagreement: IsNaNBits=%v, decoded %v / %v", b, IsNaNBits(k, b), v, v32)
				}
				if v == v && float64(v32) != v {
					t.Fatalf("%#x: DecodeFloat32 = %v, DecodeFloat = %v", b, v32, v)
				}
				if got := EncodeFloat(k, v); got != b {
					t.Fatalf("EncodeFloat(DecodeFloat(%#x) = %v) = %#x", b, v, got)
				}
				if got := EncodeFloat32(k, v32); got != b {
					t.Fatalf("EncodeFloat32(DecodeFloat32(%#x) = %v) = %#x", b, v32, got)
				}
				if v == v {
					if r := RoundFloat(k, v); math.Float64bits(r) != math.Float64bits(v) {
						t.Fatalf("RoundFloat(%v) = %v, want itself", v, r)
					}
					if r := RoundFloat32(k, v32); math.Float32bits(r) != math.Float32bits(v32) {
						t.Fatalf("RoundFloat32(%v) = %v, want itself", v32, r)
					}
				}
				// Non-negative patterns (below NaN/inf) increase with the
				// encoding.
				signed := k != F8E8M0FNU
				if (!signed || b < 1<<(k.BitWidth()-1)) && v == v && !math.IsInf(v, 0) {
					if !(v > prev) && !(b == 0) {
						t.Fatalf("%#x: value %v does not exceed the previous %v", b, v, prev)
					}
					prev = v
				}
			}
		})
	}
}

func TestF16AgainstFloat16Package(t *testing.T) {
	for b := uint32(0); b < 1<<16; b++ {
		want := float16.Frombits(uint16(b)).Float32()
		got := DecodeFloat32(F16, uint64(b))
		if want != want {
			// The package quiets signalling NaNs; this package keeps them.
			if got == got {
				t.Fatalf("DecodeFloat32(F16, %#x) = %v, want NaN", b, got)
			}
			continue
		}
		if math.Float32bits(got) != math.Float32bits(want) {
			t.Fatalf("DecodeFloat32(F16, %#x) = %v, float16 says %v", b, got, want)
		}
	}
	rng := splitMix{42}
	for i := 0; i < 200000; i++ {
		x := math.Float32frombits(uint32(rng.next()))
		if i%2 == 0 {
			// Concentrate on the f16 range, including the subnormals.
			x = math.Float32frombits(uint32(rng.next())&0x807FFFFF | uint32(103+rng.next()%40)<<23)
		}
		if x != x {
			continue
		}
		want := uint64(float16.Fromfloat32(x).Bits())
		if got := EncodeFloat32(F16, x); got != want {
			t.Fatalf("EncodeFloat32(F16, %v) = %#x, float16 says %#x", x, got, want)
		}
	}
}

func TestBF16AgainstBitRounding(t *testing.T) {
	rng := splitMix{7}
	for i := 0; i < 200000; i++ {
		b := uint32(rng.next())
		x := math.Float32frombits(b)
		if x != x {
			continue
		}
		want := uint64((b + 0x7FFF + (b>>16)&1) >> 16)
		if got := EncodeFloat32(BF16, x); got != want {
			t.Fatalf("EncodeFloat32(BF16, %v) = %#x, want %#x", x, got, want)
		}
	}
}

func TestRoundFloat32FastPath(t *testing.T) {
	rng := splitMix{99}
	for _, k := range narrowKinds() {
		f := mustFormat(k)
		info, _ := FloatInfoOf(k)
		for i := 0; i < 100000; i++ {
			r := rng.next()
			// Exponents from below the subnormals to beyond the maximum.
			e := info.MinExp - info.Precision - 2 + int(r%uint64(info.MaxExp-info.MinExp+info.Precision+5))
			e = max(min(e, 127), -126)
			x := math.Float32frombits(uint32(r>>32)&0x807FFFFF | uint32(e+127)<<23)
			if i%4 == 0 {
				// Exact ties between neighbours.
				sh := 23 - uint(info.Precision-1)
				bits := math.Float32bits(x)&^(1<<sh-1) | 1<<(sh-1)
				x = math.Float32frombits(bits)
			}
			want := f.decode32(f.encode32(x))
			if got := f.round32(x); math.Float32bits(got) != math.Float32bits(want) && !(got != got && want != want) {
				t.Fatalf("%v: round32(%v) = %v, slow path gives %v", k, x, got, want)
			}
		}
	}
}

func TestFloatPublishedPatterns(t *testing.T) {
	tests := []struct {
		kind      Kind
		one       uint64
		max       uint64
		maxVal    float64
		minSub    uint64
		minSubVal float64
		nan       uint64
		inf       uint64 // 0 when the format has no infinity
	}{
		{F16, 0x3C00, 0x7BFF, 65504, 0x0001, 0x1p-24, 0x7E00, 0x7C00},
		{BF16, 0x3F80, 0x7F7F, 0x1.FEp127, 0x0001, 0x1p-133, 0x7FC0, 0x7F80},
		{TF32, 0x1FC00, 0x3FBFF, 0x1.FFCp127, 0x00001, 0x1p-136, 0x3FE00, 0x3FC00},
		{F8E5M2, 0x3C, 0x7B, 57344, 0x01, 0x1p-16, 0x7E, 0x7C},
		{F8E4M3, 0x38, 0x77, 240, 0x01, 0x1p-9, 0x7C, 0x78},
		{F8E3M4, 0x30, 0x6F, 15.5, 0x01, 0x1p-6, 0x78, 0x70},
		{F8E4M3FN, 0x38, 0x7E, 448, 0x01, 0x1p-9, 0x7F, 0},
		{F8E4M3FNUZ, 0x40, 0x7F, 240, 0x01, 0x1p-10, 0x80, 0},
		{F8E4M3B11FNUZ, 0x58, 0x7F, 30, 0x01, 0x1p-13, 0x80, 0},
		{F8E5M2FNUZ, 0x40, 0x7F, 57344, 0x01, 0x1p-17, 0x80, 0},
		{F8E8M0FNU, 0x7F, 0xFE, 0x1p127, 0x00, 0x1p-127, 0xFF, 0},
		{F4E2M1FN, 0x2, 0x7, 6, 0x1, 0.5, 0, 0},
		{F6E2M3FN, 0x08, 0x1F, 7.5, 0x01, 0.125, 0, 0},
		{F6E3M2FN, 0x0C, 0x1F, 28, 0x01, 0.0625, 0, 0},
	}
	for _, tc := range tests {
		k := tc.kind
		info, _ := FloatInfoOf(k)
		if got := EncodeFloat(k, 1); got != tc.one {
			t.Errorf("%v: EncodeFloat(1) = %#x, want %#x", k, got, tc.one)
		}
		if got := DecodeFloat(k, tc.max); got != tc.maxVal || info.MaxFinite != tc.maxVal {
			t.Errorf("%v: max %#x decodes to %v (info %v), want %v", k, tc.max, got, info.MaxFinite, tc.maxVal)
		}
		if got := EncodeFloat(k, tc.maxVal); got != tc.max {
			t.Errorf("%v: EncodeFloat(max) = %#x, want %#x", k, got, tc.max)
		}
		if got := DecodeFloat(k, tc.minSub); got != tc.minSubVal || info.SmallestNonzero != tc.minSubVal {
			t.Errorf("%v: smallest %#x decodes to %v (info %v), want %v", k, tc.minSub, got, info.SmallestNonzero, tc.minSubVal)
		}
		if info.HasNaN {
			if got := EncodeFloat(k, math.NaN()); got != tc.nan {
				t.Errorf("%v: EncodeFloat(NaN) = %#x, want %#x", k, got, tc.nan)
			}
			if !IsNaNBits(k, tc.nan) {
				t.Errorf("%v: IsNaNBits(%#x) = false", k, tc.nan)
			}
		}
		if info.HasInf {
			if got := EncodeFloat(k, math.Inf(1)); got != tc.inf {
				t.Errorf("%v: EncodeFloat(+Inf) = %#x, want %#x", k, got, tc.inf)
			}
			if got := DecodeFloat(k, tc.inf); !math.IsInf(got, 1) {
				t.Errorf("%v: DecodeFloat(%#x) = %v, want +Inf", k, tc.inf, got)
			}
		}
	}
}

func TestFloatEdgeCases(t *testing.T) {
	negZero := math.Copysign(0, -1)
	tests := []struct {
		name string
		kind Kind
		in   float64
		want uint64
	}{
		{"f16 overflow to inf", F16, 65520, 0x7C00},
		{"f16 just below overflow", F16, 65519.99, 0x7BFF},
		{"f16 negative overflow", F16, -1e10, 0xFC00},
		{"f16 -0", F16, negZero, 0x8000},
		{"f16 tie to even down", F16, 1 + 0x1p-11, 0x3C00},
		{"f16 tie to even up", F16, 1 + 3*0x1p-11, 0x3C02},
		{"f16 subnormal tie", F16, 0x1p-25, 0x0000},
		{"f16 subnormal tie up", F16, 3 * 0x1p-25, 0x0002},
		{"f16 underflow keeps sign", F16, -0x1p-30, 0x8000},
		{"f16 negative NaN", F16, math.Copysign(math.NaN(), -1), 0xFE00},
		{"f16 signalling NaN payload", F16, math.Float64frombits(0x7FF0040000000000), 0x7C01},
		{"f16 signalling NaN without payload becomes quiet", F16, math.Float64frombits(0x7FF0000000000001), 0x7E00},
		{"bf16 overflow", BF16, 3.5e38, 0x7F80},
		{"e4m3fn overflow is NaN", F8E4M3FN, 1e6, 0x7F},
		{"e4m3fn negative overflow is NaN", F8E4M3FN, -1e6, 0xFF},
		{"e4m3fn inf is NaN", F8E4M3FN, math.Inf(1), 0x7F},
		{"e4m3fn 464 ties to 448", F8E4M3FN, 464, 0x7E},
		{"e4m3fn 465 rounds to NaN", F8E4M3FN, 465, 0x7F},
		{"e4m3fn -0", F8E4M3FN, negZero, 0x80},
		{"e4m3fnuz -0 is +0", F8E4M3FNUZ, negZero, 0x00},
		{"e4m3fnuz underflow to +0", F8E4M3FNUZ, -1e-10, 0x00},
		{"e4m3fnuz overflow is NaN", F8E4M3FNUZ, 1000, 0x80},
		{"e4m3fnuz negative inf is NaN", F8E4M3FNUZ, math.Inf(-1), 0x80},
		{"e4m3fnuz NaN", F8E4M3FNUZ, math.NaN(), 0x80},
		{"e5m2fnuz overflow", F8E5M2FNUZ, 1e9, 0x80},
		{"e4m3b11fnuz 30.9 rounds to 30", F8E4M3B11FNUZ, 30.9, 0x7F},
		{"e4m3b11fnuz 31 ties to NaN", F8E4M3B11FNUZ, 31, 0x80},
		{"e4m3b11fnuz 32 is NaN", F8E4M3B11FNUZ, 32, 0x80},
		{"e5m2 overflow", F8E5M2, 61440, 0x7C},
		{"e5m2 below overflow", F8E5M2, 61439, 0x7B},
		{"e4m3 overflow", F8E4M3, 248, 0x78},
		{"e3m4 overflow", F8E3M4, 15.75, 0x70},
		{"e3m4 max", F8E3M4, 15.7, 0x6F},
		{"f4 saturates", F4E2M1FN, 100, 0x7},
		{"f4 negative saturates", F4E2M1FN, -100, 0xF},
		{"f4 inf saturates", F4E2M1FN, math.Inf(-1), 0xF},
		{"f4 NaN is zero", F4E2M1FN, math.NaN(), 0x0},
		{"f4 tie", F4E2M1FN, 5, 0x6},
		{"f4 -0", F4E2M1FN, negZero, 0x8},
		{"f6e2m3 saturates", F6E2M3FN, 8, 0x1F},
		{"f6e3m2 saturates", F6E3M2FN, 1e9, 0x1F},
		{"e8m0 zero is smallest", F8E8M0FNU, 0, 0x00},
		{"e8m0 1.5 rounds up", F8E8M0FNU, 1.5, 0x80},
		{"e8m0 1.49 rounds down", F8E8M0FNU, 1.49, 0x7F},
		{"e8m0 3 rounds up", F8E8M0FNU, 3, 0x81},
		{"e8m0 overflow is NaN", F8E8M0FNU, 0x1.8p127, 0xFF},
		{"e8m0 negative is NaN", F8E8M0FNU, -1, 0xFF},
		{"e8m0 inf is NaN", F8E8M0FNU, math.Inf(1), 0xFF},
		{"tf32 rounding", TF32, 1 + 0x1p-11, 0x1FC00},
		{"tf32 overflow", TF32, math.MaxFloat32, 0x3FC00},
		{"f32", F32, 0.1, 0x3DCCCCCD},
		{"f32 overflow", F32, 1e39, 0x7F800000},
		{"f64", F64, -2.5, 0xC004000000000000},
	}
	for _, tc := range tests {
		if got := EncodeFloat(tc.kind, tc.in); got != tc.want {
			t.Errorf("%s: EncodeFloat(%v, %v) = %#x, want %#x", tc.name, tc.kind, tc.in, got, tc.want)
		}
		if tc.kind != F64 {
			want := DecodeFloat(tc.kind, tc.want)
			got := RoundFloat(tc.kind, tc.in)
			if math.Float64bits(got) != math.Float64bits(want) && !(got != got && want != want) {
				t.Errorf("%s: RoundFloat(%v, %v) = %v, want %v", tc.name, tc.kind, tc.in, got, want)
			}
		}
	}
}

func TestRoundFloats(t *testing.T) {
	negZero := float32(math.Copysign(0, -1))
	buf := []float32{1.00048828125, 70000, negZero, 1e-8, float32(math.NaN()), 1.0009765625}
	RoundFloats(F16, buf)
	want := []float32{1, float32(math.Inf(1)), negZero, 0, float32(math.NaN()), 1.0009765625}
	for i := range buf {
		if math.Float32bits(buf[i]) != math.Float32bits(want[i]) && !(buf[i] != buf[i] && want[i] != want[i]) {
			t.Errorf("RoundFloats(F16)[%d] = %v, want %v", i, buf[i], want[i])
		}
	}
	r := FloatRounder(F8E4M3FN)
	if got := r(500); got == got {
		t.Errorf("FloatRounder(F8E4M3FN)(500) = %v, want NaN", got)
	}
	if got := FloatRounder(F32)(0.1); got != 0.1 {
		t.Errorf("FloatRounder(F32)(0.1) = %v", got)
	}
}

func TestWrapInt(t *testing.T) {
	tests := []struct {
		kind Kind
		in   int64
		want int64
	}{
		{SI2, 1, 1},
		{SI2, 2, -2},
		{SI2, -3, 1},
		{SI4, 7, 7},
		{SI4, 8, -8},
		{SI4, -9, 7},
		{SI4, 16, 0},
		{SI8, 128, -128},
		{SI8, 255, -1},
		{SI16, 40000, -25536},
		{SI32, math.MaxInt32 + 1, math.MinInt32},
		{SI64, math.MinInt64, math.MinInt64},
		{UI2, -1, 3},
		{UI4, 17, 1},
		{UI8, -1, 255},
		{UI16, 65536, 0},
		{UI32, -1, math.MaxUint32},
		{UI64, -1, -1},
		{Bool, 3, 1},
	}
	for _, tc := range tests {
		if got := WrapInt(tc.kind, tc.in); got != tc.want {
			t.Errorf("WrapInt(%v, %d) = %d, want %d", tc.kind, tc.in, got, tc.want)
		}
	}
	utests := []struct {
		kind Kind
		in   uint64
		want uint64
	}{
		{UI2, 5, 1},
		{UI4, 0xFF, 0xF},
		{UI32, 1 << 32, 0},
		{UI64, math.MaxUint64, math.MaxUint64},
		{SI4, math.MaxUint64, 0xF},
		{SI8, 0x1FF, 0xFF},
	}
	for _, tc := range utests {
		if got := WrapUint(tc.kind, tc.in); got != tc.want {
			t.Errorf("WrapUint(%v, %d) = %d, want %d", tc.kind, tc.in, got, tc.want)
		}
	}
}

func TestEncodeFloatPanicsForNonFloat(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("EncodeFloat(SI8, 1) did not panic")
		}
	}()
	EncodeFloat(SI8, 1)
}

func BenchmarkRoundFloats(b *testing.B) {
	buf := make([]float32, 4096)
	rng := splitMix{1}
	for i := range buf {
		buf[i] = float32(rng.next()%2000000)/1000 - 1000
	}
	for _, k := range []Kind{BF16, F16, F8E4M3FN, F8E5M2} {
		b.Run(k.String(), func(b *testing.B) {
			work := make([]float32, len(buf))
			b.SetBytes(int64(4 * len(buf)))
			for i := 0; i < b.N; i++ {
				copy(work, buf)
				RoundFloats(k, work)
			}
		})
	}
}

func BenchmarkRoundFloatScalar(b *testing.B) {
	x := float32(0)
	for i := 0; i < b.N; i++ {
		x = RoundFloat32(F16, x+1.0009)
		if x > 1000 {
			x = 0
		}
	}
}
