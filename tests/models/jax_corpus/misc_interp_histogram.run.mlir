// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<12xf32>) -> (tensor<12xf64> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<-2.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %0 = call @_linspace(%cst_0, %cst_1) : (tensor<f64>, tensor<f64>) -> tensor<5xf64>
    %1 = stablehlo.iota dim = 0 : tensor<5xf64>
    %2 = call @_interp(%arg0, %0, %1) : (tensor<12xf32>, tensor<5xf64>, tensor<5xf64>) -> tensor<12xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.compare EQ, %4, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.subtract %7, %cst_4 : tensor<f32>
    %9 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @_where_3(%5, %8, %10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %12 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare EQ, %12, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %15 = stablehlo.reshape %14 : (tensor<1xf32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.add %15, %cst_6 : tensor<f32>
    %17 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %18 = stablehlo.reshape %17 : (tensor<1xf32>) -> tensor<f32>
    %19 = call @_where_3(%13, %16, %18) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %20 = call @_linspace_4(%11, %19) : (tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %21 = call @searchsorted_5(%20, %arg0) : (tensor<5xf32>, tensor<12xf32>) -> tensor<12xi32>
    %22 = stablehlo.slice %20 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1xf32>) -> tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %25 = stablehlo.compare EQ, %arg0, %24, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %c = stablehlo.constant dense<4> : tensor<i64>
    %26 = call @_where_9(%25, %c, %21) : (tensor<12xi1>, tensor<i64>, tensor<12xi32>) -> tensor<12xi32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %29 = stablehlo.compare LT, %26, %28, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %31 = stablehlo.add %26, %30 : tensor<12xi32>
    %32 = stablehlo.select %29, %31, %26 : tensor<12xi1>, tensor<12xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %34 = "stablehlo.scatter"(%27, %33, %3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %36 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<5xf32>, tensor<12x1xi32>, tensor<12xf32>) -> tensor<5xf32>
    %35 = stablehlo.slice %34 [1:5] : (tensor<5xf32>) -> tensor<4xf32>
    return %2, %35 : tensor<12xf64>, tensor<4xf32>
  }
  func.func private @_linspace(%arg0: tensor<f64>, %arg1: tensor<f64>) -> tensor<5xf64> {
    %0 = stablehlo.convert %arg0 : tensor<f64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %4 = stablehlo.divide %2, %3 : tensor<4xf64>
    %5 = stablehlo.reshape %0 : (tensor<f64>) -> tensor<1xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %7 = stablehlo.subtract %6, %4 : tensor<4xf64>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf64>) -> tensor<4xf64>
    %9 = stablehlo.multiply %8, %7 : tensor<4xf64>
    %10 = stablehlo.reshape %1 : (tensor<f64>) -> tensor<1xf64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1xf64>) -> tensor<4xf64>
    %12 = stablehlo.multiply %11, %4 : tensor<4xf64>
    %13 = stablehlo.add %9, %12 : tensor<4xf64>
    %14 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<4xf64>, tensor<1xf64>) -> tensor<5xf64>
    return %15 : tensor<5xf64>
  }
  func.func private @_interp(%arg0: tensor<12xf32>, %arg1: tensor<5xf64>, %arg2: tensor<5xf64>) -> tensor<12xf64> {
    %0 = stablehlo.convert %arg0 : (tensor<12xf32>) -> tensor<12xf64>
    %1 = call @searchsorted(%arg1, %0) : (tensor<5xf64>, tensor<12xf64>) -> tensor<12xi32>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<4> : tensor<i64>
    %2 = call @clip(%1, %c, %c_0) : (tensor<12xi32>, tensor<i64>, tensor<i64>) -> tensor<12xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.compare LT, %2, %3, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.add %2, %5 : tensor<12xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<12xi1>, tensor<12xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %9 = "stablehlo.gather"(%arg2, %8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf64>, tensor<12x1xi32>) -> tensor<12xf64>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %11 = stablehlo.subtract %2, %10 : tensor<12xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %13 = stablehlo.compare LT, %11, %12, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %15 = stablehlo.add %11, %14 : tensor<12xi32>
    %16 = stablehlo.select %13, %15, %11 : tensor<12xi1>, tensor<12xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %18 = "stablehlo.gather"(%arg2, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf64>, tensor<12x1xi32>) -> tensor<12xf64>
    %19 = stablehlo.subtract %9, %18 : tensor<12xf64>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %21 = stablehlo.compare LT, %2, %20, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %23 = stablehlo.add %2, %22 : tensor<12xi32>
    %24 = stablehlo.select %21, %23, %2 : tensor<12xi1>, tensor<12xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %26 = "stablehlo.gather"(%arg1, %25) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf64>, tensor<12x1xi32>) -> tensor<12xf64>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %28 = stablehlo.subtract %2, %27 : tensor<12xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %30 = stablehlo.compare LT, %28, %29, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %32 = stablehlo.add %28, %31 : tensor<12xi32>
    %33 = stablehlo.select %30, %32, %28 : tensor<12xi1>, tensor<12xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %35 = "stablehlo.gather"(%arg1, %34) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf64>, tensor<12x1xi32>) -> tensor<12xf64>
    %36 = stablehlo.subtract %26, %35 : tensor<12xf64>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %38 = stablehlo.subtract %2, %37 : tensor<12xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %40 = stablehlo.compare LT, %38, %39, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %42 = stablehlo.add %38, %41 : tensor<12xi32>
    %43 = stablehlo.select %40, %42, %38 : tensor<12xi1>, tensor<12xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %45 = "stablehlo.gather"(%arg1, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf64>, tensor<12x1xi32>) -> tensor<12xf64>
    %46 = stablehlo.subtract %0, %45 : tensor<12xf64>
    %47 = stablehlo.abs %36 : tensor<12xf64>
    %cst = stablehlo.constant dense<4.9303806576313238E-32> : tensor<f64>
    %48 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %49 = stablehlo.compare LE, %47, %48, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %51 = stablehlo.subtract %2, %50 : tensor<12xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %53 = stablehlo.compare LT, %51, %52, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_16 = stablehlo.constant dense<5> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %55 = stablehlo.add %51, %54 : tensor<12xi32>
    %56 = stablehlo.select %53, %55, %51 : tensor<12xi1>, tensor<12xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %58 = "stablehlo.gather"(%arg2, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf64>, tensor<12x1xi32>) -> tensor<12xf64>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %60 = stablehlo.subtract %2, %59 : tensor<12xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %62 = stablehlo.compare LT, %60, %61, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_19 = stablehlo.constant dense<5> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %64 = stablehlo.add %60, %63 : tensor<12xi32>
    %65 = stablehlo.select %62, %64, %60 : tensor<12xi1>, tensor<12xi32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %67 = "stablehlo.gather"(%arg2, %66) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf64>, tensor<12x1xi32>) -> tensor<12xf64>
    %c_20 = stablehlo.constant dense<1> : tensor<i64>
    %68 = call @_where(%49, %c_20, %36) : (tensor<12xi1>, tensor<i64>, tensor<12xf64>) -> tensor<12xf64>
    %69 = stablehlo.divide %46, %68 : tensor<12xf64>
    %70 = stablehlo.multiply %69, %19 : tensor<12xf64>
    %71 = stablehlo.add %67, %70 : tensor<12xf64>
    %72 = call @_where_1(%49, %58, %71) : (tensor<12xi1>, tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %73 = stablehlo.slice %arg2 [0:1] : (tensor<5xf64>) -> tensor<1xf64>
    %74 = stablehlo.reshape %73 : (tensor<1xf64>) -> tensor<f64>
    %75 = stablehlo.slice %arg1 [0:1] : (tensor<5xf64>) -> tensor<1xf64>
    %76 = stablehlo.reshape %75 : (tensor<1xf64>) -> tensor<f64>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %78 = stablehlo.compare LT, %0, %77, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %79 = call @_where_2(%78, %74, %72) : (tensor<12xi1>, tensor<f64>, tensor<12xf64>) -> tensor<12xf64>
    %80 = stablehlo.slice %arg2 [4:5] : (tensor<5xf64>) -> tensor<1xf64>
    %81 = stablehlo.reshape %80 : (tensor<1xf64>) -> tensor<f64>
    %82 = stablehlo.slice %arg1 [4:5] : (tensor<5xf64>) -> tensor<1xf64>
    %83 = stablehlo.reshape %82 : (tensor<1xf64>) -> tensor<f64>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %85 = stablehlo.compare GT, %0, %84, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %86 = call @_where_2(%85, %81, %79) : (tensor<12xi1>, tensor<f64>, tensor<12xf64>) -> tensor<12xf64>
    return %86 : tensor<12xf64>
  }
  func.func private @searchsorted(%arg0: tensor<5xf64>, %arg1: tensor<12xf64>) -> tensor<12xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<5xf64>, tensor<12xf64>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<5xf64>, %arg1: tensor<12xf64>) -> tensor<12xi32> {
    %0 = call @_searchsorted_scan_impl_0(%arg0, %arg1) : (tensor<5xf64>, tensor<12xf64>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @_searchsorted_scan_impl_0(%arg0: tensor<5xf64>, %arg1: tensor<12xf64>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %c_0 = stablehlo.constant dense<5> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<5xf64>, tensor<12xf64>, tensor<i64>, tensor<12xui32>, tensor<12xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i64>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<5xf64>, tensor<12xf64>, tensor<12xui32>, tensor<12xui32>) -> (tensor<12xui32>, tensor<12xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i64>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<5xf64>, tensor<12xf64>, tensor<i64>, tensor<12xui32>, tensor<12xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<12xui32>) -> tensor<12xi32>
    return %3 : tensor<12xi32>
  }
  func.func private @closed_call(%arg0: tensor<5xf64>, %arg1: tensor<12xf64>, %arg2: tensor<12xui32>, %arg3: tensor<12xui32>) -> (tensor<12xui32>, tensor<12xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<12xui32>
    %c = stablehlo.constant dense<2> : tensor<i64>
    %1 = call @floor_divide(%0, %c) : (tensor<12xui32>, tensor<i64>) -> tensor<12xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<12xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf64>, tensor<12x1xui32>) -> tensor<12x1xf64>
    %5 = stablehlo.reshape %4 : (tensor<12x1xf64>) -> tensor<12xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<12xi1>, tensor<12xf64>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %12 = stablehlo.select %10, %11, %9 : tensor<12xi1>, tensor<12xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %16 = stablehlo.select %14, %15, %5 : tensor<12xi1>, tensor<12xf64>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %19 = stablehlo.select %17, %18, %16 : tensor<12xi1>, tensor<12xf64>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<12xi1>, tensor<12xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<12xi1>, tensor<12xui32>
    return %21, %22 : tensor<12xui32>, tensor<12xui32>
  }
  func.func private @floor_divide(%arg0: tensor<12xui32>, %arg1: tensor<i64>) -> tensor<12xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<12xui32>
    return %2 : tensor<12xui32>
  }
  func.func private @clip(%arg0: tensor<12xi32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<12xi32>
    %3 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<12xi32>
    return %5 : tensor<12xi32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<i64>, %arg2: tensor<12xf64>) -> tensor<12xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<12xi1>, tensor<12xf64>
    return %2 : tensor<12xf64>
  }
  func.func private @_where_1(%arg0: tensor<12xi1>, %arg1: tensor<12xf64>, %arg2: tensor<12xf64>) -> tensor<12xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xf64>
    return %0 : tensor<12xf64>
  }
  func.func private @_where_2(%arg0: tensor<12xi1>, %arg1: tensor<f64>, %arg2: tensor<12xf64>) -> tensor<12xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<12xi1>, tensor<12xf64>
    return %1 : tensor<12xf64>
  }
  func.func private @_ptp(%arg0: tensor<2xf32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.subtract %0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_linspace_4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<4xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<4xf32>
    %11 = stablehlo.add %7, %10 : tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
    return %13 : tensor<5xf32>
  }
  func.func private @searchsorted_5(%arg0: tensor<5xf32>, %arg1: tensor<12xf32>) -> tensor<12xi32> {
    %0 = call @_searchsorted_scan_impl_6(%arg0, %arg1) : (tensor<5xf32>, tensor<12xf32>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @_searchsorted_scan_impl_6(%arg0: tensor<5xf32>, %arg1: tensor<12xf32>) -> tensor<12xi32> {
    %0 = call @_searchsorted_scan_impl_7(%arg0, %arg1) : (tensor<5xf32>, tensor<12xf32>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @_searchsorted_scan_impl_7(%arg0: tensor<5xf32>, %arg1: tensor<12xf32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %c_0 = stablehlo.constant dense<5> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<5xf32>, tensor<12xf32>, tensor<i64>, tensor<12xui32>, tensor<12xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i64>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_8(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<5xf32>, tensor<12xf32>, tensor<12xui32>, tensor<12xui32>) -> (tensor<12xui32>, tensor<12xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i64>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<5xf32>, tensor<12xf32>, tensor<i64>, tensor<12xui32>, tensor<12xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<12xui32>) -> tensor<12xi32>
    return %3 : tensor<12xi32>
  }
  func.func private @closed_call_8(%arg0: tensor<5xf32>, %arg1: tensor<12xf32>, %arg2: tensor<12xui32>, %arg3: tensor<12xui32>) -> (tensor<12xui32>, tensor<12xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<12xui32>
    %c = stablehlo.constant dense<2> : tensor<i64>
    %1 = call @floor_divide(%0, %c) : (tensor<12xui32>, tensor<i64>) -> tensor<12xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<12xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<12x1xui32>) -> tensor<12x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<12x1xf32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<12xi1>, tensor<12xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<12xi1>, tensor<12xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<12xi1>, tensor<12xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<12xi1>, tensor<12xf32>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<12xi1>, tensor<12xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<12xi1>, tensor<12xui32>
    return %21, %22 : tensor<12xui32>, tensor<12xui32>
  }
  func.func private @_where_9(%arg0: tensor<12xi1>, %arg1: tensor<i64>, %arg2: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<12xi1>, tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3E98CC3A, 0xBD06FB7B, 0xBFBC91DD, 0x3FB9B91E, 0x3FDBFEA1, 0x3EA1D003, 0x3FE4DF67, 0xBD404C49, 0xBEA33A87, 0xBE342A9A, 0x3FD8E7BA, 0xBF59E1CC]> : tensor<12xf32>
    %r:2 = func.call @model(%a0) : (tensor<12xf32>) -> (tensor<12xf64>, tensor<4xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x40026330E8000000, 0x3FFF790485000000, 0x3FE0DB88C0000000, 0x400B9B91E0000000, 0x400DBFEA10000000, 0x400287400C000000, 0x400E4DF670000000, 0x3FFF3FB3B7000000, 0x3FFAE62BC8000000, 0x3FFD2F5598000000, 0x400D8E7BA0000000, 0x3FF261E340000000]> : tensor<12xf64> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3F800000, 0x40A00000, 0x40000000, 0x40800000]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
