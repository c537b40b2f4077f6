package interp

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Helpers of the grid and distribution tests.

// distCompile parses, verifies and compiles a module.
func distCompile(t testing.TB, src string) *Program {
	t.Helper()
	return mustLoad(t, src)
}

// distI64 builds an si64 tensor.
func distI64(t testing.TB, shape []int64, vals ...int64) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromSlice(tensor.Type{Kind: tensor.SI64, Shape: shape}, vals)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// distDense renders groups as a dense si64 attribute.
func distDense(groups [][]int64) string {
	rows := make([]string, len(groups))
	for i, g := range groups {
		parts := make([]string, len(g))
		for j, v := range g {
			parts[j] = fmt.Sprint(v)
		}
		rows[i] = "[" + strings.Join(parts, ", ") + "]"
	}
	return fmt.Sprintf("dense<[%s]> : tensor<%dx%dxi64>", strings.Join(rows, ", "), len(groups), len(groups[0]))
}

// distPairGroups splits ids 0..n-1 into reversed pairs when n is even
// ([[1, 0], [3, 2], ...]) and into one reversed group otherwise.
func distPairGroups(n int64) [][]int64 {
	if n%2 == 0 {
		var out [][]int64
		for i := int64(0); i < n; i += 2 {
			out = append(out, []int64{i + 1, i})
		}
		return out
	}
	g := make([]int64, n)
	for i := range g {
		g[i] = n - 1 - int64(i)
	}
	return [][]int64{g}
}

// distNoLeak fails when goroutines started during the test remain.
func distNoLeak(t *testing.T, before int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			n := runtime.Stack(buf, true)
			t.Fatalf("%d goroutines remain (had %d):\n%s", runtime.NumGoroutine(), before, buf[:n])
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// distInts returns the elements of a tensor as int64s.
func distInts(v Value) []int64 {
	x := v.(*tensor.Tensor)
	out := make([]int64, x.Len())
	for i := range out {
		out[i] = x.Int(i)
	}
	return out
}

func distEqual(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
