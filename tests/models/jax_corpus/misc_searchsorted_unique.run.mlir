// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<10xf32>, %arg1: tensor<6xf32>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<8xi64> {jax.result_info = "result[2]"}) {
    %0 = call @searchsorted(%arg0, %arg1) : (tensor<10xf32>, tensor<6xf32>) -> tensor<6xi32>
    %1:2 = call @_unique_sorted_mask(%arg1) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xi1>)
    %2 = call @cumsum(%1#1) : (tensor<6xi1>) -> tensor<6xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %4 = call @clip(%2, %c_0) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %6 = stablehlo.compare LT, %4, %5, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %8 = stablehlo.add %4, %7 : tensor<6xi64>
    %9 = stablehlo.select %6, %8, %4 : tensor<6xi1>, tensor<6xi64>
    %10 = stablehlo.convert %9 : (tensor<6xi64>) -> tensor<6xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %13 = "stablehlo.scatter"(%3, %11, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %46 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %46 : tensor<i64>
    }) : (tensor<4xi64>, tensor<6x1xi32>, tensor<6xi64>) -> tensor<4xi64>
    %14 = call @cumsum_2(%13) : (tensor<4xi64>) -> tensor<4xi64>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %15 = call @floor_divide_4(%14, %c_4) : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
    %c_5 = stablehlo.constant dense<6> : tensor<i64>
    %16 = call @remainder(%15, %c_5) : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_7 = stablehlo.constant dense<6> : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %20 = stablehlo.add %16, %19 : tensor<4xi64>
    %21 = stablehlo.select %18, %20, %16 : tensor<4xi1>, tensor<4xi64>
    %22 = stablehlo.convert %21 : (tensor<4xi64>) -> tensor<4xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %24 = "stablehlo.gather"(%1#0, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %25 = stablehlo.iota dim = 0 : tensor<4xi64>
    %26 = stablehlo.convert %1#1 : (tensor<6xi1>) -> tensor<6xi32>
    %27 = stablehlo.convert %26 : (tensor<6xi32>) -> tensor<6xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %28 = stablehlo.reduce(%27 init: %c_8) applies stablehlo.add across dimensions = [0] : (tensor<6xi64>, tensor<i64>) -> tensor<i64>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %30 = stablehlo.compare LT, %25, %29, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = call @_where_6(%30, %24, %cst) : (tensor<4xi1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_9 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %33 = stablehlo.multiply %arg1, %32 : tensor<6xf32>
    %34 = stablehlo.abs %33 : tensor<6xf32>
    %35 = stablehlo.convert %34 : (tensor<6xf32>) -> tensor<6xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i64>
    %36 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %37 = call @clip_7(%35, %c_11) : (tensor<6xi32>, tensor<i64>) -> tensor<6xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %39 = stablehlo.compare LT, %37, %38, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_13 = stablehlo.constant dense<8> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %41 = stablehlo.add %37, %40 : tensor<6xi32>
    %42 = stablehlo.select %39, %41, %37 : tensor<6xi1>, tensor<6xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %c_14 = stablehlo.constant dense<1> : tensor<i64>
    %44 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %45 = "stablehlo.scatter"(%36, %43, %44) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %46 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %46 : tensor<i64>
    }) : (tensor<8xi64>, tensor<6x1xi32>, tensor<6xi64>) -> tensor<8xi64>
    return %0, %31, %45 : tensor<6xi32>, tensor<4xf32>, tensor<8xi64>
  }
  func.func private @searchsorted(%arg0: tensor<10xf32>, %arg1: tensor<6xf32>) -> tensor<6xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<10xf32>, tensor<6xf32>) -> tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<10xf32>, %arg1: tensor<6xf32>) -> tensor<6xi32> {
    %0 = call @_searchsorted_scan_impl_0(%arg0, %arg1) : (tensor<10xf32>, tensor<6xf32>) -> tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @_searchsorted_scan_impl_0(%arg0: tensor<10xf32>, %arg1: tensor<6xf32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %c_0 = stablehlo.constant dense<10> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<10xf32>, tensor<6xf32>, tensor<i64>, tensor<6xui32>, tensor<6xui32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i64>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<10xf32>, tensor<6xf32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i64>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<10xf32>, tensor<6xf32>, tensor<i64>, tensor<6xui32>, tensor<6xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<6xui32>) -> tensor<6xi32>
    return %3 : tensor<6xi32>
  }
  func.func private @closed_call(%arg0: tensor<10xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xui32>, %arg3: tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<6xui32>
    %c = stablehlo.constant dense<2> : tensor<i64>
    %1 = call @floor_divide(%0, %c) : (tensor<6xui32>, tensor<i64>) -> tensor<6xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<6xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<6xui32>) -> tensor<6x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<6x1xui32>) -> tensor<6x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<6x1xf32>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<6xi1>, tensor<6xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<6xi1>, tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<6xi1>, tensor<6xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<6xi1>, tensor<6xf32>
    %20 = stablehlo.compare LE, %12, %19, TOTALORDER : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<6xi1>, tensor<6xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<6xi1>, tensor<6xui32>
    return %21, %22 : tensor<6xui32>, tensor<6xui32>
  }
  func.func private @floor_divide(%arg0: tensor<6xui32>, %arg1: tensor<i64>) -> tensor<6xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<6xui32>
    return %2 : tensor<6xui32>
  }
  func.func private @_unique_sorted_mask(%arg0: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xi1>) {
    %0 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<6x1xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<6x1xf32>) -> tensor<1x6xf32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x6xf32>
    %3 = call @lexsort(%2) : (tensor<1x6xf32>) -> tensor<6xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %7 = stablehlo.add %3, %6 : tensor<6xi64>
    %8 = stablehlo.select %5, %7, %3 : tensor<6xi1>, tensor<6xi64>
    %9 = stablehlo.convert %8 : (tensor<6xi64>) -> tensor<6xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %11 = "stablehlo.gather"(%arg0, %10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<6x1xi32>) -> tensor<6xf32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %13 = stablehlo.slice %11 [1:6] : (tensor<6xf32>) -> tensor<5xf32>
    %14 = stablehlo.slice %11 [0:5] : (tensor<6xf32>) -> tensor<5xf32>
    %15 = stablehlo.compare NE, %13, %14, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %16 = stablehlo.compare NE, %13, %13, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %17 = stablehlo.compare NE, %14, %14, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %18 = stablehlo.and %16, %17 : tensor<5xi1>
    %19 = stablehlo.not %18 : tensor<5xi1>
    %20 = stablehlo.and %15, %19 : tensor<5xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %21 = stablehlo.reduce(%20 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<5xi1>, tensor<i1>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%12, %22, %21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<6xi1>, tensor<1xi32>, tensor<5xi1>) -> tensor<6xi1>
    return %11, %23 : tensor<6xf32>, tensor<6xi1>
  }
  func.func private @lexsort(%arg0: tensor<1x6xf32>) -> tensor<6xi64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:6] : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x6xf32>) -> tensor<6xf32>
    %2 = stablehlo.iota dim = 0 : tensor<6xi64>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.select %4, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %7 = stablehlo.select %6, %cst_1, %5 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %9 = stablehlo.select %8, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %11 = stablehlo.select %10, %cst_4, %9 : tensor<i1>, tensor<f32>
      %12 = stablehlo.compare LT, %7, %11, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    }) : (tensor<6xf32>, tensor<6xi64>) -> (tensor<6xf32>, tensor<6xi64>)
    return %3#1 : tensor<6xi64>
  }
  func.func private @cumsum(%arg0: tensor<6xi1>) -> tensor<6xi64> {
    %0 = stablehlo.convert %arg0 : (tensor<6xi1>) -> tensor<6xi64>
    %1 = call @cumsum_1(%0) : (tensor<6xi64>) -> tensor<6xi64>
    return %1 : tensor<6xi64>
  }
  func.func private @cumsum_1(%arg0: tensor<6xi64>) -> tensor<6xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    return %1 : tensor<6xi64>
  }
  func.func private @clip(%arg0: tensor<6xi64>, %arg1: tensor<i64>) -> tensor<6xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6xi64>
    return %2 : tensor<6xi64>
  }
  func.func private @cumsum_2(%arg0: tensor<4xi64>) -> tensor<4xi64> {
    %0 = call @cumsum_3(%arg0) : (tensor<4xi64>) -> tensor<4xi64>
    return %0 : tensor<4xi64>
  }
  func.func private @cumsum_3(%arg0: tensor<4xi64>) -> tensor<4xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
    return %1 : tensor<4xi64>
  }
  func.func private @floor_divide_4(%arg0: tensor<4xi64>, %arg1: tensor<i64>) -> tensor<4xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %1 = stablehlo.divide %arg0, %0 : tensor<4xi64>
    %2 = stablehlo.sign %arg0 : tensor<4xi64>
    %3 = stablehlo.sign %arg1 : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %7 = stablehlo.remainder %arg0, %6 : tensor<4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %10 = stablehlo.and %5, %9 : tensor<4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %12 = stablehlo.subtract %1, %11 : tensor<4xi64>
    %13 = call @_where(%10, %12, %1) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    return %13 : tensor<4xi64>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<4xi64>, %arg2: tensor<4xi64>) -> tensor<4xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi64>
    return %0 : tensor<4xi64>
  }
  func.func private @remainder(%arg0: tensor<4xi64>, %arg1: tensor<i64>) -> tensor<4xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where_5(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %14 = stablehlo.add %4, %13 : tensor<4xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xi64>
    return %15 : tensor<4xi64>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @_where_6(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4xi1>, tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @clip_7(%arg0: tensor<6xi32>, %arg1: tensor<i64>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6xi32>
    return %2 : tensor<6xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBF514BEE, 0xBF225A8E, 0xBEEB08A6, 0x3E14B493, 0x3E32DC5F, 0x3E8873E4, 0x3F00608C, 0x3F2F7F93, 0x3F88A675, 0x3FA24279]> : tensor<10xf32>
    %a1 = stablehlo.constant dense<[0x3DD60525, 0x3E8889B8, 0xBF8D3B0A, 0xBF9F1728, 0xBEE5C334, 0xBF65C687]> : tensor<6xf32>
    %r:3 = func.call @model(%a0, %a1) : (tensor<10xf32>, tensor<6xf32>) -> (tensor<6xi32>, tensor<4xf32>, tensor<8xi64>)
    check.expect_eq_const %r#0, dense<[3, 6, 0, 0, 3, 0]> : tensor<6xi32>
    check.expect_almost_eq_const %r#1, dense<[0xBF9F1728, 0xBF8D3B0A, 0xBF65C687, 0xBEE5C334]> : tensor<4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_eq_const %r#2, dense<[2, 1, 1, 2, 0, 0, 0, 0]> : tensor<8xi64>
    func.return
  }
}
