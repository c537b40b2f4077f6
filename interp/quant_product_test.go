package interp

import (
	"strconv"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// TestQuantizedDotExact checks that a quantized dot_general whose i32
// result scale is the product of the operand scales stores the exact
// integer sums, even where f32 arithmetic could not hold them (sums past
// 2^24), and that the rhs zero point is honoured.
func TestQuantizedDotExact(t *testing.T) {
	const n = 700
	src := `func.func @main(%l: tensor<` + strconv.Itoa(n) + `xi16>, %r: tensor<` + strconv.Itoa(n) + `xi16>) -> tensor<i32> {
  %ql = stablehlo.bitcast_convert %l : (tensor<` + strconv.Itoa(n) + `xi16>) -> tensor<` + strconv.Itoa(n) + `x!quant.uniform<i16:f32, 0.5:-5>>
  %qr = stablehlo.bitcast_convert %r : (tensor<` + strconv.Itoa(n) + `xi16>) -> tensor<` + strconv.Itoa(n) + `x!quant.uniform<i16:f32, 0.25:0>>
  %d = stablehlo.dot_general %ql, %qr, contracting_dims = [0] x [0] : (tensor<` + strconv.Itoa(n) + `x!quant.uniform<i16:f32, 0.5:-5>>, tensor<` + strconv.Itoa(n) + `x!quant.uniform<i16:f32, 0.25:0>>) -> tensor<!quant.uniform<i32:f32, 0.125:3>>
  %s = stablehlo.bitcast_convert %d : (tensor<!quant.uniform<i32:f32, 0.125:3>>) -> tensor<i32>
  func.return %s : tensor<i32>
}`
	l := make([]int64, n)
	r := make([]int64, n)
	want := int64(3)
	for i := range l {
		l[i] = int64(150 + i%7)
		r[i] = int64(171 + i%5)
		want += (l[i] + 5) * r[i]
	}
	if want < 1<<24 || want%2 == 0 {
		t.Fatalf("the test needs an odd sum past 2^24, got %d", want)
	}
	res := mustRun(t, src, indexTensor(t, tensor.SI16, []int64{n}, l), indexTensor(t, tensor.SI16, []int64{n}, r))
	got := res[0].(*tensor.Tensor).Int(0)
	if got != want {
		t.Errorf("stored sum %d, want %d", got, want)
	}
}
