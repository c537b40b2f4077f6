package tensor

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

// The digests in testdata/golden.txt were computed by testdata/gen_golden.py
// with MLIR's own printer and APFloat conversions; the generators below are
// the Go twins of the script's, so both sides hash the same sequences.

// splitMix is the SplitMix64 generator.
type splitMix struct{ state uint64 }

// next returns the next pseudo-random value.
func (s *splitMix) next() uint64 {
	s.state += 0x9E3779B97F4A7C15
	z := s.state
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// conversionInputs returns doubles around the range of a format, many of
// them exact ties or exactly representable.
func conversionInputs(k Kind) []uint64 {
	info, _ := FloatInfoOf(k)
	mant := info.Precision - 1
	rng := splitMix{uint64(0x5EED0000 + mant*1000 + (info.MinExp & 0xFFF))}
	lo, hi := info.MinExp-mant-3, info.MaxExp+2
	var out []uint64
	for i := 0; i < 6000; i++ {
		r1, r2 := rng.next(), rng.next()
		sel := r1 & 7
		e := lo + int((r1>>8)%uint64(hi-lo+1))
		frac := r2 >> 12
		cut := uint(52 - mant)
		switch {
		case sel < 2:
			frac = frac>>cut<<cut | 1<<(cut-1)
		case sel == 2:
			frac = frac >> cut << cut
		}
		var sign uint64
		if info.Signed && (r1>>4)&1 == 1 {
			sign = 1 << 63
		}
		out = append(out, sign|uint64(e+1023)<<52|frac)
	}
	out = append(out, 0, 1<<63)
	if info.HasInf || info.HasNaN {
		out = append(out, 0x7FF0000000000000)
		if info.Signed {
			out = append(out, 0xFFF0000000000000)
		}
	}
	if info.HasNaN {
		out = append(out, 0x7FF8000000000000)
	}
	return out
}

// randomPatterns returns random bit patterns alternating with
// decimal-looking values, as float32 (width 32) or float64 patterns.
func randomPatterns(seed uint64, n int, width int) []uint64 {
	rng := splitMix{seed}
	var out []uint64
	for i := 0; i < n; i++ {
		r := rng.next()
		if i%2 == 0 {
			out = append(out, r&(1<<width-1))
			continue
		}
		m := float64(r%10000000 + 1)
		j := (r >> 32) % 23
		p := float64(1)
		for ; j > 0; j-- {
			p *= 10
		}
		v := m * p
		if (r>>40)&1 == 1 {
			v = m / p
		}
		if (r>>41)&1 == 1 {
			v = -v
		}
		if width == 32 {
			out = append(out, uint64(math.Float32bits(float32(v))))
		} else {
			out = append(out, math.Float64bits(v))
		}
	}
	return out
}

// digest returns the hex SHA-256 of the lines joined by newlines.
func digest(lines []string) string {
	sum := sha256.Sum256([]byte(strings.Join(lines, "\n")))
	return hex.EncodeToString(sum[:])
}

// readGolden loads testdata/golden.txt as "kind name" → digest.
func readGolden(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open("testdata/golden.txt")
	if err != nil {
		t.Fatalf("open golden digests: %v", err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 3 {
			out[fields[0]+" "+fields[1]] = fields[2]
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("read golden digests: %v", err)
	}
	return out
}

// printTexts returns FormatFloat for every pattern of a kind (non-NaN only
// for TF32, whose golden texts come from scalar attributes).
func printTexts(k Kind) []string {
	var texts []string
	for b := uint64(0); b < 1<<k.BitWidth(); b++ {
		if k == TF32 && IsNaNBits(k, b) {
			continue
		}
		texts = append(texts, FormatFloat(k, b))
	}
	return texts
}

// canonValue renders a conversion result like the script does.
func canonValue(v float64) string {
	if v != v {
		return "nan"
	}
	return fmt.Sprintf("%016x", math.Float64bits(v))
}

func TestGoldenAgainstMLIR(t *testing.T) {
	golden := readGolden(t)
	for _, k := range narrowKinds() {
		t.Run(k.String(), func(t *testing.T) {
			if got, want := digest(printTexts(k)), golden["print "+k.String()]; got != want {
				t.Errorf("printing of all %v patterns differs from MLIR (digest %s, want %s)", k, got, want)
			}
			var outs, outs32 []string
			for _, b := range conversionInputs(k) {
				v := math.Float64frombits(b)
				outs = append(outs, canonValue(RoundFloat(k, v)))
				outs32 = append(outs32, canonValue(DecodeFloat(k, EncodeFloat(k, v))))
			}
			want := golden["convert "+k.String()]
			if got := digest(outs); got != want {
				t.Errorf("RoundFloat(%v, ...) differs from APFloat conversion (digest %s, want %s)", k, got, want)
			}
			if got := digest(outs32); got != want {
				t.Errorf("DecodeFloat(EncodeFloat(%v, ...)) differs from APFloat conversion (digest %s, want %s)", k, got, want)
			}
		})
	}
	for _, tc := range []struct {
		kind  Kind
		seed  uint64
		width int
	}{{F32, 0xF32, 32}, {F64, 0xF64, 64}} {
		var texts []string
		for _, b := range randomPatterns(tc.seed, 20000, tc.width) {
			texts = append(texts, FormatFloat(tc.kind, b))
		}
		if got, want := digest(texts), golden["print "+tc.kind.String()]; got != want {
			t.Errorf("printing of random %v values differs from MLIR (digest %s, want %s)", tc.kind, got, want)
		}
	}
}
