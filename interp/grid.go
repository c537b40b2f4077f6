package interp

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// A grid runs the processes of one execution: num_replicas x num_partitions
// processes, each a goroutine with its own Env, that communicate through
// collectives, channels and a shared infeed.
//
// All shared state lives behind the grid's mutex. Each process is running,
// blocked, finished or failed (or absent: a grid position that this
// execution does not run). A blocked process waits on its own wake channel
// and only another process can wake it, by completing the rendezvous or
// delivering the message it waits for; that process changes the sleeper's
// state to running before it releases the mutex. So when no process is
// running while some are blocked, nothing can ever wake them: the grid
// reports a deadlock at once, naming the ops, locations and processes, and
// releases every blocked process with an error. A failing process releases
// the others the same way and cancels the grid's context so that running
// processes stop at their next region. No timeout is involved.

// ProcessID identifies a process of a grid.
type ProcessID struct {
	Replica, Partition int64
}

// String renders "(replica, partition)".
func (p ProcessID) String() string { return fmt.Sprintf("(%d, %d)", p.Replica, p.Partition) }

// GridConfig describes a run of a program on a process grid.
type GridConfig struct {
	// NumReplicas and NumPartitions give the grid's shape (0 means 1).
	NumReplicas, NumPartitions int64
	// Entry is the function every process runs (SPMD) when Programs is nil;
	// empty means the program's entry function.
	Entry string
	// Programs, when not nil, names the function of every process (MPMD):
	// Programs[r][p] runs as process (r, p). It must have NumReplicas rows
	// of NumPartitions names (zero sizes are taken from it).
	Programs [][]string
	// Args holds the arguments of every process in row-major grid order
	// (index r*NumPartitions + p). A nil Args runs functions without
	// arguments.
	Args [][]Value
	// Options apply to every process; their ReplicaID and PartitionID are
	// ignored. Options.Infeed is the grid's shared infeed queue.
	Options RunOptions
}

// ProcessResult is what one process of a grid produced.
type ProcessResult struct {
	// Process is the process's position in the grid.
	Process ProcessID
	// Function is the function it ran.
	Function string
	// Results are the function's results (nil when the process failed).
	Results []Value
	// Outfeed holds the payloads of its stablehlo.outfeed operations.
	Outfeed [][]Value
}

// DeadlockError reports a grid whose live processes all wait for events that
// no process can produce.
type DeadlockError struct {
	// Blocked describes every blocked process.
	Blocked []BlockedProcess
	// Finished and Failed list the processes that are no longer running.
	Finished, Failed []ProcessID
}

// BlockedProcess describes what a blocked process waits for.
type BlockedProcess struct {
	Process ProcessID
	// Op and Loc name the operation it is blocked in.
	Op, Loc string
	// Waiting says what it waits for.
	Waiting string
}

// Error lists the blocked processes.
func (e *DeadlockError) Error() string {
	var b strings.Builder
	b.WriteString("deadlock: every live process of the grid is blocked and none can wake another")
	for _, bp := range e.Blocked {
		fmt.Fprintf(&b, "\n  process %s blocked at %s: %s: %s", bp.Process, bp.Loc, bp.Op, bp.Waiting)
	}
	if len(e.Finished) > 0 {
		fmt.Fprintf(&b, "\n  finished processes: %s", processList(e.Finished))
	}
	if len(e.Failed) > 0 {
		fmt.Fprintf(&b, "\n  failed processes: %s", processList(e.Failed))
	}
	return b.String()
}

// Is reports whether target is ErrDeadlock.
func (e *DeadlockError) Is(target error) bool { return target == ErrDeadlock }

// MismatchError reports processes of one process group that reached
// different collective operations at the same point of their execution.
type MismatchError struct {
	// Group is the process group, in the order of the first arrival.
	Group []ProcessID
	// First and Other are the disagreeing processes and what they reached.
	First, Other                   ProcessID
	FirstOp, FirstLoc, FirstSig    string
	OtherOp, OtherLoc, OtherSig    string
	FirstGroupText, OtherGroupText string
}

// Error describes both collectives.
func (e *MismatchError) Error() string {
	return fmt.Sprintf("mismatched collectives in process group %s: process %s reached %s at %s (%s, group %s) but process %s reached %s at %s (%s, group %s)",
		processList(e.Group), e.First, e.FirstOp, e.FirstLoc, e.FirstSig, e.FirstGroupText,
		e.Other, e.OtherOp, e.OtherLoc, e.OtherSig, e.OtherGroupText)
}

// Is reports whether target is ErrDeadlock.
func (e *MismatchError) Is(target error) bool { return target == ErrDeadlock }

// ProcessError is the failure of one process of a grid.
type ProcessError struct {
	Process  ProcessID
	Function string
	Err      error
}

// Error renders "process (r, p) @fn: message".
func (e *ProcessError) Error() string {
	return fmt.Sprintf("process %s @%s: %v", e.Process, e.Function, e.Err)
}

// Unwrap returns the process's error.
func (e *ProcessError) Unwrap() error { return e.Err }

// MaxGridProcesses bounds the number of processes of one grid
// (num_replicas x num_partitions): every process is a goroutine with its own
// state, so larger grids are refused before anything is allocated.
const MaxGridProcesses = 4096

// CheckGridShape reports an error unless replicas and partitions are
// positive and their product is at most MaxGridProcesses.
func CheckGridShape(replicas, partitions int64) error {
	switch {
	case replicas <= 0:
		return fmt.Errorf("the number of replicas must be positive, got %d", replicas)
	case partitions <= 0:
		return fmt.Errorf("the number of partitions must be positive, got %d", partitions)
	case replicas > MaxGridProcesses || partitions > MaxGridProcesses/replicas:
		// partitions > Max/replicas <=> replicas*partitions > Max, without
		// computing the product (which may overflow).
		return fmt.Errorf("a grid of %d replicas x %d partitions exceeds the limit of %d processes", replicas, partitions, MaxGridProcesses)
	}
	return nil
}

// errReleased is returned to processes released because the grid failed.
var errReleased = errors.New("released because the grid failed")

func processList(ps []ProcessID) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

type procState int

const (
	stateRunning procState = iota
	stateBlocked
	stateFinished
	stateFailed
)

// grid is the shared state of one execution's processes.
type grid struct {
	numReplicas, numPartitions int64
	ctx                        context.Context
	cancel                     context.CancelFunc

	mu       sync.Mutex
	procs    []*process // by flat id; nil for positions this run lacks
	running  int
	blocked  int
	abortErr error
	rvs      map[rvKey]*rendezvous
	channels map[chanKey]*channel
	infeed   [][]Value
	outfeed  func(ProcessID, []Value)
	// groups caches the process groups of collectives (groupOf).
	groupMu sync.Mutex
	groups  map[groupCacheKey]*procGroup
}

// process is one process of a grid.
type process struct {
	g     *grid
	id    ProcessID
	flat  int
	fn    string
	state procState
	wait  BlockedProcess
	// waiting describes, when asked, what the blocked process waits for.
	waiting func() string
	wake    chan struct{}
	// seq counts the collectives the process entered per process group.
	seq     map[string]int64
	outfeed [][]Value
}

func newGrid(replicas, partitions int64, opts RunOptions) *grid {
	g := &grid{
		numReplicas: replicas, numPartitions: partitions,
		procs:    make([]*process, replicas*partitions),
		rvs:      map[rvKey]*rendezvous{},
		channels: map[chanKey]*channel{},
		infeed:   opts.Infeed,
		outfeed:  opts.Outfeed,
		ctx:      opts.Context,
		cancel:   func() {},
	}
	return g
}

// addProcess creates the process at (r, p), counted as running.
func (g *grid) addProcess(r, p int64, fn string) *process {
	pr := &process{g: g, id: ProcessID{r, p}, flat: int(r*g.numPartitions + p), fn: fn,
		wake: make(chan struct{}, 1), seq: map[string]int64{}}
	g.procs[pr.flat] = pr
	g.running++
	return pr
}

// idOf returns the position of a flat id.
func (g *grid) idOf(flat int) ProcessID {
	return ProcessID{int64(flat) / g.numPartitions, int64(flat) % g.numPartitions}
}

// park blocks p until another process wakes it. g.mu must be held; it is
// held again on return. waiting describes what p waits for (it is called
// with g.mu held). The error is set when the grid was aborted.
func (g *grid) park(p *process, op, loc string, waiting func() string) error {
	p.state = stateBlocked
	p.wait = BlockedProcess{Process: p.id, Op: op, Loc: loc}
	p.waiting = waiting
	g.running--
	g.blocked++
	g.checkDeadlockLocked()
	for p.state == stateBlocked {
		g.mu.Unlock()
		<-p.wake
		g.mu.Lock()
	}
	// A wake-up delivered while p had not yet slept leaves a token behind.
	select {
	case <-p.wake:
	default:
	}
	if g.abortErr != nil {
		return fmt.Errorf("%w: %w", errReleased, g.abortErr)
	}
	return nil
}

// wakeLocked makes a blocked process running again.
func (g *grid) wakeLocked(p *process) {
	if p == nil || p.state != stateBlocked {
		return
	}
	p.state = stateRunning
	g.blocked--
	g.running++
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// abortLocked records the grid's failure (the first one wins), cancels the
// context of running processes and releases every blocked process.
func (g *grid) abortLocked(err error) {
	if g.abortErr == nil {
		g.abortErr = err
		g.cancel()
	}
	for _, p := range g.procs {
		g.wakeLocked(p)
	}
}

// checkDeadlockLocked aborts the grid when processes are blocked and none is
// running.
func (g *grid) checkDeadlockLocked() {
	if g.running > 0 || g.blocked == 0 || g.abortErr != nil {
		return
	}
	d := &DeadlockError{}
	for _, p := range g.procs {
		if p == nil {
			continue
		}
		switch p.state {
		case stateBlocked:
			w := p.wait
			w.Waiting = p.waiting()
			d.Blocked = append(d.Blocked, w)
		case stateFinished:
			d.Finished = append(d.Finished, p.id)
		case stateFailed:
			d.Failed = append(d.Failed, p.id)
		}
	}
	g.abortLocked(d)
}

// finish records the end of a process.
func (g *grid) finish(p *process, err error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.running--
	if err != nil {
		p.state = stateFailed
		if g.abortErr == nil {
			g.abortLocked(&ProcessError{Process: p.id, Function: p.fn, Err: err})
		}
	} else {
		p.state = stateFinished
		if err := g.abandonedBy(p); err != nil && g.abortErr == nil {
			g.abortLocked(err)
		}
	}
	g.checkDeadlockLocked()
}

// describeProcess says what the process at a flat id is doing, for error
// messages (g.mu held).
func (g *grid) describeProcess(flat int) string {
	p := g.procs[flat]
	if p == nil {
		return fmt.Sprintf("process %s is not part of this execution", g.idOf(flat))
	}
	switch p.state {
	case stateBlocked:
		return fmt.Sprintf("process %s is blocked at %s: %s", p.id, p.wait.Loc, p.wait.Op)
	case stateFinished:
		return fmt.Sprintf("process %s has finished", p.id)
	case stateFailed:
		return fmt.Sprintf("process %s has failed", p.id)
	}
	return fmt.Sprintf("process %s is running", p.id)
}

// RunGrid runs the program on a process grid, one goroutine per process,
// and returns what every process produced, in row-major grid order. The
// error is the grid's first fault: a failed process, a deadlock, mismatched
// collectives or the cancellation of Options.Context. Every goroutine of the
// run has ended when RunGrid returns.
func (p *Program) RunGrid(cfg GridConfig) ([]ProcessResult, error) {
	return p.runGrid(cfg, nil)
}

// RunGridInto runs the program on a process grid as RunGrid does, and
// writes the results of every process into the caller's tensors, as
// Program.RunInto does for one process: outs[i] are the output tensors of
// the process at index i in row-major grid order (r*NumPartitions + p),
// one per result of its function. The outputs are checked before any
// process starts (an *OutputError wrapped with the process): each of its
// result's type, and no tensor given twice in the whole grid or given as
// an argument of any process. Each ProcessResult's Results hold that
// process's output tensors once it has succeeded (nil when it failed).
func (p *Program) RunGridInto(cfg GridConfig, outs [][]*tensor.Tensor) ([]ProcessResult, error) {
	if outs == nil {
		return nil, errors.New("run grid: no output tensors (use RunGrid)")
	}
	return p.runGrid(cfg, outs)
}

// checkGridOutputs validates the output tensors of every process.
func checkGridOutputs(funcs []*Function, cfg GridConfig, outs [][]*tensor.Tensor, partitions int64) error {
	if len(outs) != len(funcs) {
		return fmt.Errorf("run grid: %d output lists for %d processes", len(outs), len(funcs))
	}
	args := map[*tensor.Tensor]bool{}
	for _, list := range cfg.Args {
		for _, a := range list {
			if t, ok := a.(*tensor.Tensor); ok {
				args[t] = true
			}
		}
	}
	owner := map[*tensor.Tensor]int{}
	for i, fn := range funcs {
		pid := ProcessID{int64(i) / partitions, int64(i) % partitions}
		var procArgs []Value
		if cfg.Args != nil {
			procArgs = cfg.Args[i]
		}
		if err := checkOutputs(fn, procArgs, outs[i]); err != nil {
			return fmt.Errorf("run grid: process %s: %w", pid, err)
		}
		for k, out := range outs[i] {
			if j, dup := owner[out]; dup && j != i {
				other := ProcessID{int64(j) / partitions, int64(j) % partitions}
				return fmt.Errorf("run grid: process %s: %w", pid, &OutputError{Function: fn.Name, Index: k,
					Want: fn.Results[k].String(), Got: "is an output of process " + other.String() + " too"})
			}
			owner[out] = i
			if args[out] {
				return fmt.Errorf("run grid: process %s: %w", pid, &OutputError{Function: fn.Name, Index: k,
					Want: fn.Results[k].String(), Got: "is an argument of the grid"})
			}
		}
	}
	return nil
}

// runGrid is RunGrid, and RunGridInto when outs is not nil.
func (p *Program) runGrid(cfg GridConfig, outs [][]*tensor.Tensor) ([]ProcessResult, error) {
	fns, replicas, partitions, err := p.gridFunctions(cfg)
	if err != nil {
		return nil, err
	}
	n := int(replicas * partitions)
	if cfg.Args != nil && len(cfg.Args) != n {
		return nil, fmt.Errorf("run grid: %d argument lists for %d processes", len(cfg.Args), n)
	}
	opts := cfg.Options
	if opts.Context == nil {
		opts.Context = context.Background()
	}
	if opts.Limits == (tensor.Limits{}) {
		opts.Limits = tensor.DefaultLimits()
	}
	funcs := make([]*Function, n)
	for i, name := range fns {
		fn := p.funcs[name]
		if fn == nil {
			return nil, fmt.Errorf("run grid: no function @%s in the module", name)
		}
		var args []Value
		if cfg.Args != nil {
			args = cfg.Args[i]
		}
		if err := checkArgs(fn, args); err != nil {
			return nil, fmt.Errorf("run grid: process %s: %w", ProcessID{int64(i) / partitions, int64(i) % partitions}, err)
		}
		funcs[i] = fn
	}
	if outs != nil {
		if err := checkGridOutputs(funcs, cfg, outs, partitions); err != nil {
			return nil, err
		}
	}
	g := newGrid(replicas, partitions, opts)
	g.ctx, g.cancel = context.WithCancel(opts.Context)
	defer g.cancel()
	stop := context.AfterFunc(opts.Context, func() {
		g.mu.Lock()
		defer g.mu.Unlock()
		g.abortLocked(fmt.Errorf("grid run canceled: %w", context.Cause(opts.Context)))
	})
	defer stop()
	acct := newAccountant(opts.MaxMemory)
	procs := make([]*process, n)
	for i := range procs {
		procs[i] = g.addProcess(int64(i)/partitions, int64(i)%partitions, fns[i])
	}
	results := make([]ProcessResult, n)
	var wg sync.WaitGroup
	for i, pr := range procs {
		results[i] = ProcessResult{Process: pr.id, Function: pr.fn}
		var args []Value
		if cfg.Args != nil {
			args = cfg.Args[i]
		}
		wg.Add(1)
		go func(i int, pr *process, args []Value) {
			defer wg.Done()
			o := opts
			o.ReplicaID, o.PartitionID = pr.id.Replica, pr.id.Partition
			env := &Env{prog: p, opts: o, ctx: g.ctx, proc: pr, mem: newMemState(acct)}
			if outs != nil {
				env.outs = newOutputs(funcs[i], outs[i])
			}
			res, err := runProcess(env, funcs[i], args)
			switch {
			case err == nil && outs != nil:
				if err = deliver(funcs[i].Name, res, outs[i]); err == nil {
					results[i].Results = make([]Value, len(outs[i]))
					for k, out := range outs[i] {
						results[i].Results[k] = out
					}
				}
			case err == nil:
				results[i].Results = p.unshare(res)
			}
			g.finish(pr, err)
		}(i, pr, args)
	}
	wg.Wait()
	for i, pr := range procs {
		results[i].Outfeed = pr.outfeed
	}
	if opts.Memory != nil {
		*opts.Memory = acct.stats()
	}
	g.mu.Lock()
	err = g.abortErr
	g.mu.Unlock()
	return results, err
}

// runProcess runs a process's function, turning a panic into an error so
// that one broken kernel fails its process instead of the whole program.
func runProcess(env *Env, fn *Function, args []Value) (res []Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = internalError(r, nil)
		}
	}()
	return env.call(fn, args)
}

// gridFunctions resolves the function of every process and the grid shape.
func (p *Program) gridFunctions(cfg GridConfig) ([]string, int64, int64, error) {
	r, q := cfg.NumReplicas, cfg.NumPartitions
	if cfg.Programs != nil {
		if r == 0 {
			r = int64(len(cfg.Programs))
		}
		if q == 0 && len(cfg.Programs) > 0 {
			q = int64(len(cfg.Programs[0]))
		}
		if int64(len(cfg.Programs)) != r {
			return nil, 0, 0, fmt.Errorf("run grid: programs has %d rows for %d replicas", len(cfg.Programs), r)
		}
		var fns []string
		for i, row := range cfg.Programs {
			if int64(len(row)) != q {
				return nil, 0, 0, fmt.Errorf("run grid: programs row %d has %d functions for %d partitions", i, len(row), q)
			}
			fns = append(fns, row...)
		}
		if err := CheckGridShape(r, q); err != nil {
			return nil, 0, 0, fmt.Errorf("run grid: %w", err)
		}
		return fns, r, q, nil
	}
	if r == 0 {
		r = 1
	}
	if q == 0 {
		q = 1
	}
	if err := CheckGridShape(r, q); err != nil {
		return nil, 0, 0, fmt.Errorf("run grid: %w", err)
	}
	entry := cfg.Entry
	if entry == "" {
		var err error
		if entry, err = p.EntryFunction(); err != nil {
			return nil, 0, 0, fmt.Errorf("run grid: %w", err)
		}
	}
	fns := make([]string, r*q)
	for i := range fns {
		fns[i] = entry
	}
	return fns, r, q, nil
}

// standaloneProcess makes the single process of Program.Run: it sits at
// (ReplicaID, PartitionID) of a grid just large enough to hold it, whose
// other positions are absent (collectives that need them report a
// deadlock).
func standaloneProcess(fn string, opts RunOptions) *process {
	r, q := opts.ReplicaID+1, opts.PartitionID+1
	if opts.NumReplicas > r {
		r = opts.NumReplicas
	}
	if opts.NumPartitions > q {
		q = opts.NumPartitions
	}
	g := newGrid(r, q, opts)
	return g.addProcess(opts.ReplicaID, opts.PartitionID, fn)
}

// sortedFlat returns the flat ids of a group in increasing order.
func sortedFlat(members []int) []int {
	s := append([]int(nil), members...)
	sort.Ints(s)
	return s
}
