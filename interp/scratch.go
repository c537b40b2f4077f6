package interp

import "github.com/stablehlo-go/stablehlo/interp/internal/matmul"

// scratch holds buffers that the kernels of one process reuse from one
// operation to the next, so that a loop running small operations many
// times does not allocate them again on every iteration. A process runs
// one kernel at a time, and a kernel hands these buffers to no other
// goroutine; they never hold values that outlive the kernel using them.
type scratch struct {
	// mm32 and mm64 hold the packed operands of small float products.
	mm32 matmul.Workspace[float32]
	mm64 matmul.Workspace[float64]
	// fuse holds the block buffers of the fused groups the process ran on
	// one goroutine.
	fuse map[*fusedGroup]*fuseState
}

// fuseState returns the process's block buffers for g, allocating them on
// g's first run.
func (s *scratch) fuseState(g *fusedGroup) (*fuseState, error) {
	if fs := s.fuse[g]; fs != nil {
		return fs, nil
	}
	fs, err := g.newFuseState()
	if err != nil {
		return nil, err
	}
	if s.fuse == nil {
		s.fuse = map[*fusedGroup]*fuseState{}
	}
	s.fuse[g] = fs
	return fs, nil
}
