package interp

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

func TestUlpDistance(t *testing.T) {
	f16 := func(v float64) uint64 { return tensor.EncodeFloat(tensor.F16, v) }
	cases := []struct {
		k    tensor.Kind
		a, b uint64
		want uint64
	}{
		{tensor.F16, f16(5), f16(5.010), 3},
		{tensor.F16, f16(0), f16(math.Copysign(0, -1)), 0},
		{tensor.F16, 0x0001, 0x8001, 2}, // across zero
		{tensor.F16, 0x7BFF, 0x7C00, 1}, // largest finite to infinity
		{tensor.F16, 0x7E00, 0xFE01, 0}, // NaNs
		{tensor.F16, 0x7E00, 0x3C00, math.MaxUint64},
		{tensor.F32, uint64(math.Float32bits(1)), uint64(math.Float32bits(-1)), 2 * 0x3F800000},
		{tensor.F8E4M3FNUZ, 0x80, 0x80, 0}, // the only NaN
		{tensor.F8E4M3FNUZ, 0x01, 0x81 &^ 0x80, 0},
		{tensor.F8E8M0FNU, 0x10, 0x14, 4},
	}
	for _, c := range cases {
		info, _ := tensor.FloatInfoOf(c.k)
		if got := ulpDistance(c.k, c.a, c.b, info.Signed); got != c.want {
			t.Errorf("%s ulpDistance(%#x, %#x) = %d, want %d", c.k, c.a, c.b, got, c.want)
		}
	}
}

func TestExpectClose(t *testing.T) {
	src := `func.func @main(%a: tensor<2xKIND>, %b: tensor<2xKIND>) {
  check.expect_close %a, %b, max_ulp_difference = MAX, min_ulp_difference = MIN : tensor<2xKIND>, tensor<2xKIND>
  func.return
}`
	run := func(k tensor.Kind, a, b *tensor.Tensor, lo, hi string) error {
		s := strings.NewReplacer("KIND", k.String(), "MAX", hi, "MIN", lo).Replace(src)
		_, err := runWith(t, s, RunOptions{}, a, b)
		return err
	}
	a := floatsTensor(t, tensor.F16, []float64{5, -1})
	b := floatsTensor(t, tensor.F16, []float64{5.010, -1})
	if err := run(tensor.F16, a, b, "0", "3"); err != nil {
		t.Errorf("3 ULPs within [0, 3]: %v", err)
	}
	if err := run(tensor.F16, a, b, "0", "2"); err == nil {
		t.Error("3 ULPs accepted within [0, 2]")
	}
	if err := run(tensor.F16, a, b, "1", "3"); err == nil {
		t.Error("0 ULPs accepted with min_ulp_difference = 1")
	}
	c := complexes(t, tensor.Complex64, []complex128{1 + 1i, 2})
	d := complexes(t, tensor.Complex64, []complex128{complex(1, float64(math.Nextafter32(1, 2))), 2})
	if err := run(tensor.Complex64, c, d, "0", "1"); err != nil {
		t.Errorf("complex 1 ULP: %v", err)
	}
	if err := run(tensor.Complex64, c, d, "0", "0"); err == nil {
		t.Error("complex 1 ULP accepted within [0, 0]")
	}
}

func TestProbeAndSerializedEq(t *testing.T) {
	dir := t.TempDir()
	src := `func.func @main(%a: tensor<3xbf16>, %b: tensor<3xbf16>) -> tensor<3xbf16> {
  %0 = interpreter.probe %a, probe_id = "x/y" : tensor<3xbf16>
  %1 = interpreter.probe %b, probe_id = "x/y" : tensor<3xbf16>
  check.expect_serialized_eq %a, probe_id = "x/y" : tensor<3xbf16>
  check.expect_serialized_eq %b, probe_id = "x/y", iter = 1 : tensor<3xbf16>
  func.return %1 : tensor<3xbf16>
}`
	a := floatsTensor(t, tensor.BF16, []float64{1, 2.5, -3})
	b := floatsTensor(t, tensor.BF16, []float64{0.5, math.Inf(1), math.NaN()})
	r := run1(t, src, RunOptions{ProbeDir: dir}, a, b)
	if !r.BitwiseEqual(b) {
		t.Errorf("probe changed its operand: %v", r)
	}
	index, err := os.ReadFile(filepath.Join(dir, "index.csv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(index)), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "x/y,tensor<3xbf16>,") || !strings.HasSuffix(lines[0], "x_y.npy") ||
		!strings.HasSuffix(lines[1], "x_y_1.npy") {
		t.Errorf("index.csv:\n%s", index)
	}
	// A mismatch fails, and so does an iteration never probed.
	bad := `func.func @main(%a: tensor<3xbf16>) {
  check.expect_serialized_eq %a, probe_id = "x/y", iter = ITER : tensor<3xbf16>
  func.return
}`
	if _, err := runWith(t, strings.Replace(bad, "ITER", "1", 1), RunOptions{ProbeDir: dir}, a); err == nil {
		t.Error("mismatching serialized value accepted")
	}
	if _, err := runWith(t, strings.Replace(bad, "ITER", "2", 1), RunOptions{ProbeDir: dir}, a); err == nil {
		t.Error("missing iteration accepted")
	}
	if _, err := runWith(t, strings.Replace(bad, "ITER", "0", 1), RunOptions{}, a); err == nil {
		t.Error("probe check without a directory accepted")
	}
}

func TestPrint(t *testing.T) {
	src := `func.func @main(%a: tensor<2xi8>) {
  interpreter.print %a : tensor<2xi8>
  func.return
}`
	var out bytes.Buffer
	if _, err := runWith(t, src, RunOptions{Output: &out}, intsTensor(t, tensor.SI8, []int64{1, -3})); err != nil {
		t.Fatal(err)
	}
	if want := "tensor<2xi8> {\n  [1, -3]\n}\n"; out.String() != want {
		t.Errorf("print wrote %q, want %q", out.String(), want)
	}
}
