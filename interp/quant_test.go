package interp

import (
	"math"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

func quantMust(t *testing.T, storage, expressed tensor.Kind, scales []float64, zps []int64, dim int) *tensor.Quant {
	t.Helper()
	q, err := tensor.NewQuant(storage, expressed, scales, zps, dim)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func TestQuantizeValues(t *testing.T) {
	nan := math.NaN()
	narrow := quantMust(t, tensor.SI8, tensor.F32, []float64{0.5}, []int64{-3}, -1)
	narrow.StorageMin = -127
	for _, c := range []struct {
		name  string
		q     *tensor.Quant
		kind  tensor.Kind
		shape []int64
		in    []float64
		want  []int64
	}{
		{"i8 per tensor", quantMust(t, tensor.SI8, tensor.F32, []float64{0.5}, []int64{-3}, -1), tensor.F32, []int64{9},
			// 1.25 and 1.75 land on -0.5 and 0.5: ties round to even.
			[]float64{0, 1, 1.25, 1.75, 2.25, 100, -100, nan, -0.0}, []int64{-3, -1, 0, 0, 2, 127, -128, 0, -3}},
		{"i8 narrowed range", narrow, tensor.F32, []int64{2}, []float64{-100, 100}, []int64{-127, 127}},
		{"u8", quantMust(t, tensor.UI8, tensor.F64, []float64{2}, []int64{10}, -1), tensor.F64, []int64{4},
			[]float64{-30, 3, 5, 1000}, []int64{0, 12, 12, 255}},
		{"i4", quantMust(t, tensor.SI4, tensor.F32, []float64{1}, []int64{0}, -1), tensor.F32, []int64{3},
			[]float64{-9, 7.4, 3.5}, []int64{-8, 7, 4}},
		{"per axis (spec)", quantMust(t, tensor.SI8, tensor.F32, []float64{0.1, 0.5}, []int64{-30, -20}, 1), tensor.F32, []int64{2, 2},
			[]float64{4, 15, 1, 2}, []int64{10, 10, -20, -16}},
		{"per axis dim 0", quantMust(t, tensor.SI16, tensor.F32, []float64{0.25, 4}, []int64{0, 1}, 0), tensor.F32, []int64{2, 3},
			[]float64{1, 2, -3, 8, -8, 2}, []int64{4, 8, -12, 3, -1, 2}},
		{"f16 expressed", quantMust(t, tensor.SI8, tensor.F16, []float64{0.1}, []int64{0}, -1), tensor.F16, []int64{2},
			[]float64{0.3, -12.7}, []int64{3, -127}},
	} {
		t.Run(c.name, func(t *testing.T) {
			vals := make([]complex128, len(c.in))
			for i, v := range c.in {
				vals[i] = complex(v, 0)
			}
			in := miscTensor(t, c.kind, c.shape, vals)
			out, err := quantizeTensor(miscFrame(), in, c.q)
			if err != nil {
				t.Fatal(err)
			}
			if !out.Type().Quant.Equal(c.q) || out.Kind() != c.q.Storage {
				t.Fatalf("result type %s", out.Type())
			}
			for i, w := range c.want {
				if g := out.Int(i); g != w {
					t.Errorf("quantize(%v) = %d, want %d", c.in[i], g, w)
				}
			}
		})
	}
}

func TestDequantizeValues(t *testing.T) {
	for _, c := range []struct {
		name  string
		q     *tensor.Quant
		shape []int64
		in    []int64
		want  []float64
	}{
		{"i8", quantMust(t, tensor.SI8, tensor.F32, []float64{0.5}, []int64{-3}, -1), []int64{3}, []int64{-128, 127, -3}, []float64{-62.5, 65, 0}},
		{"per axis (spec)", quantMust(t, tensor.SI8, tensor.F32, []float64{0.1, 0.5}, []int64{-30, -20}, 0), []int64{2}, []int64{10, 10}, []float64{4, 15}},
		{"u16 f64", quantMust(t, tensor.UI16, tensor.F64, []float64{0.125}, []int64{100}, -1), []int64{2}, []int64{65535, 0}, []float64{(65535 - 100) * 0.125, -12.5}},
		// bf16 holds 8 significant bits: 257 rounds to 256 before scaling.
		{"i16 bf16", quantMust(t, tensor.SI16, tensor.BF16, []float64{1}, []int64{0}, -1), []int64{2}, []int64{257, -3}, []float64{256, -3}},
	} {
		t.Run(c.name, func(t *testing.T) {
			qt := tensor.Type{Kind: c.q.Storage, Shape: c.shape, Quant: c.q}
			in, err := tensor.New(qt)
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range c.in {
				in.SetBits(i, uint64(v))
			}
			out, err := dequantizeTensor(miscFrame(), in)
			if err != nil {
				t.Fatal(err)
			}
			if out.Kind() != c.q.Expressed {
				t.Fatalf("result kind %v", out.Kind())
			}
			for i, w := range c.want {
				if g := out.Float(i); math.Abs(g-w) > 1e-6*math.Abs(w) {
					t.Errorf("dequantize(%d) = %v, want %v", c.in[i], g, w)
				}
			}
		})
	}
}

func TestQuantTypeDecoding(t *testing.T) {
	p := mustLoad(t, `func.func @main(%a: tensor<2x!quant.uniform<i8<-127:127>:f32:0, {0.1:-30,0.5:-20}>>, %b: tensor<!quant.uniform<u4:f16, 2.5:3>>) {
  func.return
}`)
	params := p.Function("main").Params
	a, b := params[0].Tensor.Quant, params[1].Tensor.Quant
	if a == nil || b == nil {
		t.Fatalf("quantization lost: %+v %+v", params[0], params[1])
	}
	if a.Storage != tensor.SI8 || a.StorageMin != -127 || a.StorageMax != 127 || a.Expressed != tensor.F32 ||
		a.QuantizedDimension != 0 || len(a.Scales) != 2 || a.Scales[1] != 0.5 || a.ZeroPoints[0] != -30 {
		t.Errorf("per-axis type decoded as %+v", a)
	}
	if b.Storage != tensor.UI4 || b.StorageMin != 0 || b.StorageMax != 15 || b.Expressed != tensor.F16 ||
		b.PerAxis() || b.Scales[0] != 2.5 || b.ZeroPoints[0] != 3 {
		t.Errorf("per-tensor type decoded as %+v", b)
	}
}

func TestQuantizedOps(t *testing.T) {
	const q1 = "!quant.uniform<i8:f32, 0.1:-30>"
	const q2 = "!quant.uniform<i8:f32, 0.5:-20>"
	src := `func.func @main(%x: tensor<3xf32>, %y: tensor<3xf32>) -> (tensor<3xi8>, tensor<3xi8>, tensor<3xi1>, tensor<3xf32>, tensor<3xi8>) {
  %a = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x` + q1 + `>
  %b = stablehlo.uniform_quantize %y : (tensor<3xf32>) -> tensor<3x` + q2 + `>
  %s = stablehlo.add %a, %b : (tensor<3x` + q1 + `>, tensor<3x` + q2 + `>) -> tensor<3x` + q2 + `>
  %m = stablehlo.maximum %a, %b : (tensor<3x` + q1 + `>, tensor<3x` + q2 + `>) -> tensor<3x` + q2 + `>
  %c = stablehlo.compare GT, %a, %b : (tensor<3x` + q1 + `>, tensor<3x` + q2 + `>) -> tensor<3xi1>
  %d = stablehlo.uniform_dequantize %s : (tensor<3x` + q2 + `>) -> tensor<3xf32>
  %r = stablehlo.uniform_quantize %s : (tensor<3x` + q2 + `>) -> tensor<3x` + q1 + `>
  %sb = stablehlo.bitcast_convert %s : (tensor<3x` + q2 + `>) -> tensor<3xi8>
  %mb = stablehlo.bitcast_convert %m : (tensor<3x` + q2 + `>) -> tensor<3xi8>
  %rb = stablehlo.bitcast_convert %r : (tensor<3x` + q1 + `>) -> tensor<3xi8>
  func.return %sb, %mb, %c, %d, %rb : tensor<3xi8>, tensor<3xi8>, tensor<3xi1>, tensor<3xf32>, tensor<3xi8>
}`
	x, _ := tensor.FromSlice(tensor.NewType(tensor.F32, 3), []float32{1, 2, 9})
	y, _ := tensor.FromSlice(tensor.NewType(tensor.F32, 3), []float32{3, 1, -2})
	res := mustRun(t, src, x, y)
	check := func(i int, want []int64) {
		t.Helper()
		r := res[i].(*tensor.Tensor)
		for j, w := range want {
			if r.Int(j) != w {
				t.Errorf("result %d = %s, want %v", i, r.FormatDense(), want)
				return
			}
		}
	}
	// a = [1, 2, 9] exactly; b = [3, 1, -2] exactly.
	check(0, []int64{-12, -14, -6}) // (4, 3, 7) / 0.5 - 20
	check(1, []int64{-14, -16, -2}) // (3, 2, 9) / 0.5 - 20
	check(2, []int64{0, 1, 1})      // GT
	check(4, []int64{10, 0, 40})    // (4, 3, 7) / 0.1 - 30, clamped at 127
	if d := res[3].(*tensor.Tensor); d.Float(0) != 4 || d.Float(1) != 3 || d.Float(2) != 7 {
		t.Errorf("dequantized sum %s, want [4 3 7]", d.FormatDense())
	}
}

func TestQuantizedPerAxisAdd(t *testing.T) {
	const q = "!quant.uniform<i8:f32:1, {0.1:-30,0.5:-20}>"
	src := `func.func @main(%x: tensor<2x2xf32>) -> tensor<2x2xi8> {
  %a = stablehlo.uniform_quantize %x : (tensor<2x2xf32>) -> tensor<2x2x` + q + `>
  %s = stablehlo.add %a, %a : (tensor<2x2x` + q + `>, tensor<2x2x` + q + `>) -> tensor<2x2x` + q + `>
  %b = stablehlo.bitcast_convert %s : (tensor<2x2x` + q + `>) -> tensor<2x2xi8>
  func.return %b : tensor<2x2xi8>
}`
	x, _ := tensor.FromSlice(tensor.NewType(tensor.F32, 2, 2), []float32{4, 15, 1, 2})
	r := mustRun(t, src, x)[0].(*tensor.Tensor)
	want := []int64{50, 40, -10, -12} // (8, 30, 2, 4) / (0.1, 0.5) - (30, 20)
	for i, w := range want {
		if r.Int(i) != w {
			t.Fatalf("per-axis add = %s, want %v", r.FormatDense(), want)
		}
	}
}

func BenchmarkUniformQuantizeF32_1M(b *testing.B) {
	q, _ := tensor.NewQuant(tensor.SI8, tensor.F32, []float64{0.02}, []int64{3}, -1)
	in, _ := tensor.New(tensor.NewType(tensor.F32, 1<<20))
	for i, d := 0, in.Float32s(); i < len(d); i++ {
		d[i] = float32(i%1000)/300 - 1.5
	}
	f := miscFrame()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := quantizeTensor(f, in, q); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkUniformDequantizeI8_1M(b *testing.B) {
	q, _ := tensor.NewQuant(tensor.SI8, tensor.F32, []float64{0.02}, []int64{3}, -1)
	in, _ := tensor.New(tensor.Type{Kind: tensor.SI8, Shape: []int64{1 << 20}, Quant: q})
	for i, d := 0, in.Int8s(); i < len(d); i++ {
		d[i] = int8(i % 251)
	}
	f := miscFrame()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := dequantizeTensor(f, in); err != nil {
			b.Fatal(err)
		}
	}
}
