package interp

import "testing"

// stackCost is the makespan stackLines minimises: products of whole
// tiles shared in order among workers of equal speed.
func stackCost(p *convRowsPlan, planes, workers, l int) int {
	loads := make([]int, workers)
	for range planes {
		for done := 0; done < p.perPlane; done += l {
			rows := (min(l, p.perPlane-done)-1)*p.period + p.outW
			w := 0
			for i, x := range loads {
				if x < loads[w] {
					w = i
				}
			}
			loads[w] += (rows + convStackTile - 1) / convStackTile * convStackTile
		}
	}
	span := 0
	for _, x := range loads {
		span = max(span, x)
	}
	return span
}

// TestStackLines checks the stacks of the 1024 benchmarks' and other
// geometries against every other stack height: none finishes sooner.
func TestStackLines(t *testing.T) {
	for _, c := range []struct {
		p               convRowsPlan
		planes, workers int
		want            int
	}{
		// 3x3 over one 32x32 image (BenchmarkConvolutionF32_1024): five
		// lines are 168 rows, 14 whole tiles; eight balance two workers
		// better still.
		{convRowsPlan{outW: 32, period: 34, perPlane: 32}, 1, 2, 8},
		{convRowsPlan{outW: 32, period: 34, perPlane: 32}, 1, 1, 5},
		// 3x3 over 8 images of 16x16 (BenchmarkConv1024/3x3).
		{convRowsPlan{outW: 16, period: 18, perPlane: 16}, 8, 2, 0},
		{convRowsPlan{outW: 19, period: 21, perPlane: 19}, 2, 2, 0},
		{convRowsPlan{outW: 5, period: 7, perPlane: 3}, 1, 4, 0},
	} {
		l := stackLines(&c.p, c.planes, c.workers)
		if l < 1 || l > c.p.perPlane || (l-1)*c.p.period+c.p.outW > max(convStackMaxRows, c.p.outW) {
			t.Errorf("%+v on %d planes, %d workers: %d lines", c.p, c.planes, c.workers, l)
			continue
		}
		got := stackCost(&c.p, c.planes, c.workers, l)
		for o := 1; o <= c.p.perPlane && (o-1)*c.p.period+c.p.outW <= convStackMaxRows; o++ {
			if s := stackCost(&c.p, c.planes, c.workers, o); s < got {
				t.Errorf("%+v on %d planes, %d workers: %d lines take %d, %d lines %d", c.p, c.planes, c.workers, l, got, o, s)
			}
		}
		if c.want > 0 && l != c.want {
			t.Errorf("%+v on %d planes, %d workers: %d lines, want %d", c.p, c.planes, c.workers, l, c.want)
		}
		t.Logf("%+v on %d planes, %d workers: %d lines (%d rows)", c.p, c.planes, c.workers, l, (l-1)*c.p.period+c.p.outW)
	}
}
